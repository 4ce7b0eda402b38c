import { genericFormText, type GenericFormText } from '@carrier/shared/forms';
import { useLocale } from '../../site/use-locale.ts';

/** The form engine's own words in the page's language (the specification's English, or Spanish under /es-us/). */
export function useGenericFormText(): GenericFormText {
  return genericFormText(useLocale());
}

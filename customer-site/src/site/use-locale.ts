import { useLocation } from 'react-router-dom';
import { localeFromPath, type Locale } from '@carrier/shared/content';

/** The page's locale, read from the URL: /es-us/… is Spanish, everything else English. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

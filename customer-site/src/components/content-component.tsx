import type { ComponentType } from 'react';
import { z } from 'zod';
import type { ContentComponentProps } from './content-types.ts';
import { warnOnce } from './warn-once.ts';

/**
 * Makes a content component from its props schema and its view. Content props are untrusted data: props that do
 * not match the schema render nothing and are logged once, like an unknown component type, so one bad entry
 * never breaks the rest of the page.
 */
export function contentComponent<S extends z.ZodType>(
  name: string,
  propsSchema: S,
  View: ComponentType<ContentComponentProps<z.output<S>>>,
): ComponentType<ContentComponentProps> {
  function CheckedContentComponent({ id, props }: ContentComponentProps) {
    const parsed = propsSchema.safeParse(props);
    if (!parsed.success) {
      warnOnce(
        `Content component "${name}"${id ? ` (${id})` : ''} has invalid props, so it renders nothing:\n${z.prettifyError(parsed.error)}`,
      );
      return null;
    }
    return <View id={id} props={parsed.data} />;
  }
  CheckedContentComponent.displayName = name;
  return CheckedContentComponent;
}

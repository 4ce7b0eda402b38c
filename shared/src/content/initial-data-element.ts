import type { InitialData } from './initial-data.ts';

/*
 * How the initial data travels in a page, apart from its schema: the site reads the page with these alone, and does
 * not build the schemas (the gateway renders from data its services loaded, and the API suite holds it to them).
 */

/** Every key the initial data may have (initialDataSchema's, which initial-data.ts holds this list to). */
export const INITIAL_DATA_KEYS = ['page', 'session', 'frame', 'viewport'] as const satisfies ReadonlyArray<
  keyof InitialData
>;

/** The id of the `<script type="application/json">` element that carries the initial data. */
export const INITIAL_DATA_ELEMENT_ID = 'initial-data';

/**
 * JSON safe inside an HTML `<script>` element: `<`, `>` and `&` are escaped (so no `</script>` or `<!--` can end
 * or change the element), and so are the two line separators JavaScript once refused in strings.
 */
export function serializeInitialData(data: InitialData): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Paths the customer site renders itself, without a content document (as document paths; Spanish under /es-us). */
export const APP_PAGE_PATHS: readonly string[] = ['/signin'];

import { INITIAL_DATA_ELEMENT_ID, INITIAL_DATA_KEYS, type InitialData } from '@carrier/shared/content';

const KEYS: ReadonlySet<string> = new Set(INITIAL_DATA_KEYS);

/**
 * The initial data the server embedded in the page (a `<script type="application/json">`, which the CSP lets be:
 * it is data, never run). The gateway wrote it in the same response as the page's HTML, rendered that HTML from it,
 * and loaded it through the services the API answers with (its shape is shared's initialDataSchema, which the API
 * suite holds it to). So the browser hydrates from exactly what the server rendered and does not check it with zod
 * again: that cost a phone about 50 ms of blocked main thread while the page was being taken over. Nothing, or
 * anything unreadable (not JSON, not an object, a key this site does not know), is no data: the site then fetches
 * what it needs.
 */
export function readInitialData(doc: Document): InitialData {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    console.warn('The page carried initial data that is not JSON; it loads it again.');
    return {};
  }
  const known =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.entries(parsed).every(([key, value]) => KEYS.has(key) && typeof value === 'object' && value !== null);
  if (known) return parsed as InitialData;
  console.warn('The page carried initial data this site does not understand; it loads it again.');
  return {};
}

import { INITIAL_DATA_ELEMENT_ID, initialDataSchema, type InitialData } from '@carrier/shared/content';

/**
 * The initial data the server embedded in the page (a `<script type="application/json">`, which the CSP lets be:
 * it is data, never run), checked against its schema. Nothing, or anything unreadable, is no data: the site then
 * fetches what it needs.
 */
export function readInitialData(doc: Document): InitialData {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed = initialDataSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    console.warn('The page carried initial data this site does not understand; it loads it again.');
  } catch {
    console.warn('The page carried initial data that is not JSON; it loads it again.');
  }
  return {};
}

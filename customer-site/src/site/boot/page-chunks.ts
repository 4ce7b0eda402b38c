/**
 * The element the gateway lists a server-rendered page's script chunks in (shared's PAGE_CHUNKS_ELEMENT_ID; a test
 * holds them equal). Spelled here so the boot script imports nothing: the shared package would bring zod with it.
 */
export const PAGE_CHUNKS_ID = 'page-chunks';

/** The chunks listed there: site paths only; anything else (or no list) is none. */
export function chunksOfThePage(doc: Document = document): string[] {
  try {
    const listed: unknown = JSON.parse(doc.getElementById(PAGE_CHUNKS_ID)?.textContent ?? '[]');
    return Array.isArray(listed)
      ? listed.filter((f): f is string => typeof f === 'string' && f.startsWith('/') && !f.startsWith('//'))
      : [];
  } catch {
    return [];
  }
}

/** Lower case, special characters dropped (letters and digits of any language and spaces stay). */
function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * 002 §2.1, §5 the sales tools' search by start of word: the text matches at its start or after a space,
 * case-insensitive, ignoring special characters ('obrien' finds "O'Brien"). An empty search matches everything.
 */
export function matchesWordStart(text: string, search: string): boolean {
  const wanted = plain(search);
  if (!wanted) return true;
  const name = plain(text);
  return name.startsWith(wanted) || name.includes(` ${wanted}`);
}

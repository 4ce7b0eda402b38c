/** The characters with which a spreadsheet program (or a CSV made from the sheet) starts a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell no spreadsheet program reads as a formula: one beginning with = + - @, a tab or a carriage return
 * gets a leading apostrophe, which the text keeps when the sheet is saved as CSV (OWASP's CSV injection advice).
 * The group export (xlsx) and the console's list exports (CSV) both write their cells through it.
 */
export function neutraliseCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

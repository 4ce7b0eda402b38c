/**
 * The specifications' own wording, marked where it is defined. A domain's texts module passes its texts through
 * `specTexts`, so the gateway can tell a message the specification words ('Please enter a reason for change'), which
 * reaches the caller as written, from a schema library's own words, which get the field's location in front.
 * A schema can only produce a text its module imported, so every text a loaded schema may answer with is marked.
 */
const marked = new Set<string>();

function mark(value: unknown): void {
  if (typeof value === 'string') marked.add(value);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) mark(v);
}

/** A set of texts shaped like `T`, each fixed string widened to any string (another language's wording of it). */
export type TextsLike<T> = { [K in keyof T]: T[K] extends string ? string : T[K] };

export function specTexts<T extends object>(texts: T): T {
  mark(texts);
  return texts;
}

export function isSpecText(message: string): boolean {
  return marked.has(message);
}

/** The value shown beside a label in a description list, as a user reads it. */
export function valueOf(container: HTMLElement, label: string): string | null {
  const term = Array.from(container.querySelectorAll('dt')).find((dt) => dt.textContent === label);
  if (!term) throw new Error(`No "${label}" in the list`);
  return term.nextElementSibling?.textContent ?? null;
}

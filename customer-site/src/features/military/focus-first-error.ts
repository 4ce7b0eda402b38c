/**
 * After a step refuses its answers, put focus on the first field marked invalid (data-invalid), or the first input
 * inside a marked group, so keyboard and screen-reader users land where the problem is.
 */
export function focusFirstError(): void {
  requestAnimationFrame(() => {
    const marked = document.querySelector<HTMLElement>('[data-invalid="true"]');
    if (!marked) return;
    const target = marked.matches('input, select, textarea')
      ? marked
      : marked.querySelector<HTMLElement>('input, select, textarea');
    target?.focus();
  });
}

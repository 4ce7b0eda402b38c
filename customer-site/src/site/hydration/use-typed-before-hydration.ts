import { useLayoutEffect, useRef } from 'react';

/** What a customer left in a form control: its text or chosen option, or whether a box is ticked. */
export type TypedValue = string | boolean;

/**
 * A control's value as the page shows it, found by the id its field renders: a checkbox's tick, the checked radio
 * of the group the id belongs to ('' when none), or a text box's, text area's or select's value; undefined when the
 * page has no such control.
 */
export function readControl(id: string, doc: Document = document): TypedValue | undefined {
  const el = doc.getElementById(id);
  if (el instanceof HTMLInputElement) {
    if (el.type === 'checkbox') return el.checked;
    if (el.type === 'radio') {
      const group = el.closest('[role="radiogroup"]') ?? el.form ?? doc;
      const checked = [...group.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
        (radio) => radio.name === el.name && radio.checked,
      );
      return checked?.value ?? '';
    }
    return el.value;
  }
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return el.value;
  return undefined;
}

/**
 * Answers given before the page's scripts ran. A server-rendered form can be typed into, ticked and chosen from
 * before it hydrates; React keeps what the page shows when it hydrates, but the form's state starts as the server
 * rendered it, and the next render would put that back. Once, when the form first mounts (before the browser
 * paints), each control that shows something other than its state is handed to `adopt` as if the customer had
 * just entered it. On a form mounted in the browser the page shows the state, so nothing is adopted.
 */
export function useTypedBeforeHydration(
  controls: ReadonlyArray<{ id: string; current: TypedValue }>,
  adopt: (index: number, value: TypedValue) => void,
): void {
  const first = useRef({ controls, adopt });
  useLayoutEffect(() => {
    const { controls: atMount, adopt: adoptAtMount } = first.current;
    atMount.forEach(({ id, current }, index) => {
      const shown = readControl(id);
      if (shown !== undefined && shown !== current) adoptAtMount(index, shown);
    });
  }, []);
}

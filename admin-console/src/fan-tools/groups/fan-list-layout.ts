/** 002 §2.4, §9: the FAN list scrolls at a max height of 300px; the first 15 rows render at once, the rest as they scroll. */
export const FAN_LIST_MAX_HEIGHT = 300;
export const FAN_ROW_HEIGHT = 40;
export const EAGER_ROWS = 15;

/** Rows the list shows in its 300px. */
const VISIBLE_ROWS = Math.ceil(FAN_LIST_MAX_HEIGHT / FAN_ROW_HEIGHT);

/** Rows rendered beyond the visible ones, so the first render holds exactly the 15 eager rows. */
export const FAN_LIST_OVERSCAN = Math.max(0, EAGER_ROWS - VISIBLE_ROWS);

/** A short list is as tall as its rows; a long one stops at 300px and scrolls. */
export function fanListHeight(rowCount: number): number {
  return Math.min(FAN_LIST_MAX_HEIGHT, rowCount * FAN_ROW_HEIGHT);
}

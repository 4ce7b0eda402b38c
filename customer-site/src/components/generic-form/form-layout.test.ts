import { describe, expect, it } from 'vitest';
import type { FormField } from '@carrier/shared/forms/index';
import { isSubmitRow, layoutRows } from './form-layout.ts';

const f = (id: string, row?: number, mobileRow?: number): FormField => ({ id, kind: 'textField', row, mobileRow }) as FormField;

describe('002 §2.10 form rows', () => {
  const fields = [f('a', 2, 1), f('b', 1, 3), f('c', 2, 2), f('d'), f('submit_btn', 3, 4)];
  it('orders rows by row number on desktop, by mobileRow on small screens', () => {
    expect(layoutRows(fields, false).map((r) => r.map((x) => x.id))).toEqual([['b'], ['a', 'c'], ['submit_btn'], ['d']]);
    expect(layoutRows(fields, true).map((r) => r.map((x) => x.id))).toEqual([['a'], ['c'], ['b'], ['submit_btn'], ['d']]);
  });
  it('knows a submit row by its first field id', () => {
    expect(isSubmitRow([f('submit_btn_1')])).toBe(true);
    expect(isSubmitRow([f('cancel'), f('submit_btn')])).toBe(false);
  });
});

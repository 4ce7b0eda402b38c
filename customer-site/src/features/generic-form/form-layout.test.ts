import { describe, expect, it } from 'vitest';
import type { FormField } from '@carrier/shared/forms';
import { columnPlacement, isSubmitRow, layoutRows } from './form-layout.ts';

const f = (id: string, row?: number, mobileRow?: number): FormField =>
  ({ id, kind: 'textField', row, mobileRow }) as FormField;

describe('002 §2.10 form rows', () => {
  const fields = [f('a', 2, 1), f('b', 1, 3), f('c', 2, 2), f('d'), f('submit_btn', 3, 4)];
  it('orders rows by row number on desktop, by mobileRow on small screens', () => {
    expect(layoutRows(fields, false).map((r) => r.map((x) => x.id))).toEqual([
      ['b'],
      ['a', 'c'],
      ['submit_btn'],
      ['d'],
    ]);
    expect(layoutRows(fields, true).map((r) => r.map((x) => x.id))).toEqual([
      ['a'],
      ['c'],
      ['b'],
      ['submit_btn'],
      ['d'],
    ]);
  });
  it('knows a submit row by its first field id', () => {
    expect(isSubmitRow([f('submit_btn_1')])).toBe(true);
    expect(isSubmitRow([f('cancel'), f('submit_btn')])).toBe(false);
  });
});

describe('002 §2.10 columns for desktop, tablet and mobile', () => {
  it('sizes and offsets per screen, tablet falling back to desktop, mobile full width by default', () => {
    const field = { id: 'x', kind: 'textField', size: 4, offset: 2, sizeTablet: 6 } as FormField;
    const p = columnPlacement(field, 768) as Record<string, unknown>;
    expect(p).toMatchObject({ flexBasis: '100.0000%', marginLeft: '0.0000%' });
    expect(p['@media (min-width: 768px)']).toEqual({
      flexBasis: '50.0000%',
      maxWidth: '50.0000%',
      marginLeft: '16.6667%',
    });
    expect(p['@media (min-width: 1025px)']).toEqual({
      flexBasis: '33.3333%',
      maxWidth: '33.3333%',
      marginLeft: '16.6667%',
    });
  });
  it('never lets size and offset spill past 12 columns', () => {
    const p = columnPlacement({ id: 'x', kind: 'textField', size: 10, offset: 6 } as FormField, 768) as Record<
      string,
      unknown
    >;
    expect(p['@media (min-width: 1025px)']).toEqual({
      flexBasis: '50.0000%',
      maxWidth: '50.0000%',
      marginLeft: '50.0000%',
    });
  });
});

import type { FormField } from '@carrier/shared/forms';

/**
 * 002 §2.10 rows: fields grouped by row (or mobileRow on small screens, falling back to row), rows in number
 * order, fields in content order within a row. A field without a row gets a row of its own where it stands.
 */
export function layoutRows(fields: readonly FormField[], mobile: boolean): FormField[][] {
  const rows = new Map<string, { order: number; seq: number; fields: FormField[] }>();
  fields.forEach((f, seq) => {
    const n = mobile ? (f.mobileRow ?? f.row) : f.row;
    const key = n === undefined ? `solo-${seq}` : `row-${n}`;
    const row = rows.get(key) ?? { order: n ?? Number.POSITIVE_INFINITY, seq, fields: [] };
    row.fields.push(f);
    rows.set(key, row);
  });
  return [...rows.values()].sort((a, b) => a.order - b.order || a.seq - b.seq).map((r) => r.fields);
}

/** 002 §2.10: a submit button row is one whose first field id starts with submit_btn. */
export function isSubmitRow(row: readonly FormField[]): boolean {
  return Boolean(row[0]?.id.startsWith('submit_btn'));
}

/**
 * 002 §2.10 columns: a field spans `size` of 12 columns and starts `offset` columns after the field before it, on
 * desktop (≥1025 px); sizeTablet/offsetTablet between the form breakpoint and 1025 px (falling back to the desktop
 * values); sizeMobile/offsetMobile below the breakpoint (full width by default). Fields of a row wrap when they
 * need more than 12 columns.
 */
export function columnPlacement(f: FormField, breakpoint: number) {
  const place = (size: number, offset: number) => {
    const o = Math.min(offset, 11);
    const s = Math.min(size, 12 - o);
    return { flexBasis: pct(s), maxWidth: pct(s), marginLeft: pct(o) };
  };
  return {
    flexGrow: 0,
    flexShrink: 0,
    ...place(f.sizeMobile ?? 12, f.offsetMobile ?? 0),
    [`@media (min-width: ${breakpoint}px)`]: place(f.sizeTablet ?? f.size ?? 12, f.offsetTablet ?? f.offset ?? 0),
    '@media (min-width: 1025px)': place(f.size ?? 12, f.offset ?? 0),
  };
}

function pct(columns: number): string {
  return `${((columns / 12) * 100).toFixed(4)}%`;
}

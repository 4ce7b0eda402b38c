import type { FormField } from '@carrier/shared/forms/index';

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

/** CSS grid placement for desktop (≥1025 px), tablet (768–1024 px) and mobile (<768 px) in 12 columns. */
export function gridPlacement(f: FormField, breakpoint: number) {
  const col = (size: number | undefined, offset: number | undefined) => `${(offset ?? 0) + 1} / span ${Math.min(size ?? 12, 12 - (offset ?? 0))}`;
  return {
    gridColumn: col(f.sizeMobile ?? 12, f.offsetMobile),
    [`@media (min-width: ${breakpoint}px)`]: { gridColumn: col(f.sizeTablet ?? f.size, f.offsetTablet ?? f.offset) },
    '@media (min-width: 1025px)': { gridColumn: col(f.size, f.offset) },
  };
}

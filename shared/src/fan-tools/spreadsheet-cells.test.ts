import { describe, expect, it } from 'vitest';
import { neutraliseCell } from './spreadsheet-cells.ts';

describe('neutraliseCell', () => {
  it.each(['=SUM(A1:A2)', '+1', '-2+3', '@cmd', '\tTab', '\rReturn'])('prefixes %j with an apostrophe', (text) => {
    expect(neutraliseCell(text)).toBe(`'${text}`);
  });
  it.each(['Acme Corp', '12345678', 'a=b', '', "'quoted"])('leaves %j as it is', (text) => {
    expect(neutraliseCell(text)).toBe(text);
  });
});

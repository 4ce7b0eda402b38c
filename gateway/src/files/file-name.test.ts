import { describe, expect, it } from 'vitest';
import { cleanFileName } from './file-name.ts';

describe('cleanFileName', () => {
  it('keeps the last path segment, without control characters or surrounding spaces', () => {
    expect(cleanFileName('C:\\Users\\me\\fans.xlsx', 255, '(no name)')).toBe('fans.xlsx');
    expect(cleanFileName('../../etc/orders\u0000\u001f.pdf ', 200, 'orders')).toBe('orders.pdf');
  });

  it('cuts to the length and falls back when nothing is left', () => {
    expect(cleanFileName('a'.repeat(300), 255, '(no name)')).toHaveLength(255);
    expect(cleanFileName('dir/', 200, 'orders')).toBe('orders');
    expect(cleanFileName('\u0007 ', 255, '(no name)')).toBe('(no name)');
  });
});

import { describe, expect, it } from 'vitest';
import { cleanFileName } from './rules.ts';

describe('file names as stored and shown', () => {
  it('keeps the last path segment, from either separator', () => {
    expect(cleanFileName('C:\\Users\\me\\orders.pdf')).toBe('orders.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
  });

  it('drops control characters and trims, and names a file that had nothing left', () => {
    expect(cleanFileName(' fa\u0000ns\n.xlsx ')).toBe('fans.xlsx');
    expect(cleanFileName('\u0007')).toBe('(no name)');
  });

  it('keeps at most 255 characters', () => {
    expect(cleanFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(255);
  });
});

describe('file names with a caller’s length and fallback', () => {
  it('cuts to the length and falls back when nothing is left', () => {
    expect(cleanFileName('../../etc/orders\u0000\u001f.pdf ', 200, 'orders')).toBe('orders.pdf');
    expect(cleanFileName('dir/', 200, 'orders')).toBe('orders');
  });
});

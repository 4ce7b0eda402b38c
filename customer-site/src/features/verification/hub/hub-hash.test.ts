import { describe, expect, it } from 'vitest';
import { hashFor, panelPath, segmentFromHash } from './hub-hash.ts';

describe('001 §2 hub tabs and the address hash', () => {
  const segments = ['military', 'teacher', 'first-responders'] as const;

  it('selects the tab the hash names', () => {
    expect(segmentFromHash('#teacher', segments)).toBe('teacher');
    expect(segmentFromHash('#first-responders', segments)).toBe('first-responders');
    expect(segmentFromHash('#Teacher', segments)).toBe('teacher');
  });

  it('selects the first segment without a hash, or with one naming no tab', () => {
    expect(segmentFromHash('', segments)).toBe('military');
    expect(segmentFromHash('#', segments)).toBe('military');
    expect(segmentFromHash('#healthcare', segments)).toBe('military');
    expect(segmentFromHash('#%E0%A4%A', segments)).toBe('military');
  });

  it('writes the segment as the hash', () => {
    expect(hashFor('teacher')).toBe('#teacher');
  });

  it('names the analytics panel path with the §2 segment mapping', () => {
    expect(panelPath('military')).toBe('/offers/discount-program/panel/military-discount/');
    expect(panelPath('union')).toBe('/offers/discount-program/panel/union-discount/');
    expect(panelPath('teacher')).toBe('/offers/discount-program/panel/teacher/');
    expect(panelPath('Veterans')).toBe('/offers/discount-program/panel/veterans/');
  });
});

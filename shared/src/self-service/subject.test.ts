import { describe, expect, it } from 'vitest';
import { chooseSubject, subjectKind } from './subject.ts';

const texts = { terminateAll: 'T', holdAll: 'H', mix: 'M', restore: 'R' };

describe('e-mail subject (000 §4)', () => {
  it('terminate all, hold all, mix, restore', () => {
    expect(subjectKind('cancel', [], ['1'])).toBe('terminateAll');
    expect(subjectKind('cancel', ['1'], [])).toBe('holdAll');
    expect(subjectKind('cancel', ['1'], ['2'])).toBe('mix');
    expect(subjectKind('restore', [], [])).toBe('restore');
    expect(chooseSubject(texts, 'cancel', ['1'], ['2'])).toBe('M');
  });
});

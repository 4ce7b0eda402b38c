import { describe, expect, it } from 'vitest';
import { isSpecText, specTexts } from './spec-text.ts';

describe('spec texts', () => {
  it('marks every string of a texts object, nested ones too, and returns the object unchanged', () => {
    const texts = { a: 'First spec message', nested: { b: 'Second spec message' }, count: 3 } as const;
    expect(specTexts(texts)).toBe(texts);
    expect(isSpecText('First spec message')).toBe(true);
    expect(isSpecText('Second spec message')).toBe(true);
  });

  it('does not mark words it was never given', () => {
    expect(isSpecText('Expected string, received number')).toBe(false);
  });
});

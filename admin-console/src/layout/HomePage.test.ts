import { describe, expect, it } from 'vitest';
import { homeFor } from './HomePage.tsx';

describe('the console’s home', () => {
  it('is the review queue for a reviewer who cannot use the profile tool, the tool otherwise', () => {
    expect(homeFor(['review_docs'])).toBe('document-reviews');
    expect(homeFor(['review_docs', 'edit_fanUpload'])).toBe('document-reviews');
    expect(homeFor(['review_docs', 'read_fpt'])).toBe('tool');
    expect(homeFor(['review_docs', 'write_fpt'])).toBe('tool');
    expect(homeFor(['read_fpt'])).toBe('tool');
    expect(homeFor([])).toBe('tool');
  });
});

import { describe, expect, it } from 'vitest';
import { homeFor } from './HomePage.tsx';

describe('the console’s home', () => {
  it('is the first tool the employee may use: the profile tool, the review queue, then the fan upload', () => {
    expect(homeFor(['edit_fanUpload'])).toBe('fan-upload');
    expect(homeFor(['edit_fanUpload', 'read_fpt'])).toBe('tool');
    expect(homeFor(['review_docs'])).toBe('document-reviews');
    expect(homeFor(['review_docs', 'edit_fanUpload'])).toBe('document-reviews');
    expect(homeFor(['review_docs', 'read_fpt'])).toBe('tool');
    expect(homeFor(['review_docs', 'write_fpt'])).toBe('tool');
    expect(homeFor(['read_fpt'])).toBe('tool');
    expect(homeFor([])).toBe('tool');
  });
});

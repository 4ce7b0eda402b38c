import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error.ts';

describe('isChunkLoadError', () => {
  it("recognises each browser's wording for a lazy chunk that failed to load", () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/GenericForm-abc.js',
      'error loading dynamically imported module: http://localhost/assets/App-abc.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/index-abc.css',
    ])
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
  });

  it('leaves every other error to the usual handling', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

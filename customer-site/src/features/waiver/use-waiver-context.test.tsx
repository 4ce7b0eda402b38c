// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useWaiverContext } from './use-waiver-context.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useWaiverContext', () => {
  it('fails loudly outside a waiver form', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useWaiverContext())).toThrow(
      'useWaiverContext must be used inside a WaiverContext provider',
    );
  });
});

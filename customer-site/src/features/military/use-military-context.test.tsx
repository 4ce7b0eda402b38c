// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useMilitaryContext } from './use-military-context.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useMilitaryContext', () => {
  it('fails loudly outside a military form', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useMilitaryContext())).toThrow(
      'useMilitaryContext must be used inside a MilitaryContext provider',
    );
  });
});

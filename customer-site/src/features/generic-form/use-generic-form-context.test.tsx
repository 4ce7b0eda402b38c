// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useGenericFormContext } from './use-generic-form-context.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useGenericFormContext', () => {
  it('fails loudly outside a generic form', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useGenericFormContext())).toThrow(
      'useGenericFormContext must be used inside a GenericFormContext provider',
    );
  });
});

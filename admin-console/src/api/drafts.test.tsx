// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { saveDrafts, useDraftState } from './drafts.ts';

const Field = () => {
  const [value, setValue] = useDraftState<string>('probe', '');
  return <input aria-label="probe" value={value} onChange={(e) => setValue(e.target.value)} />;
};
const field = () => screen.getByRole('textbox', { name: 'probe' }) as HTMLInputElement;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('drafts kept over a sign-in', () => {
  it('gives the typed value back once, on the same page, after the session ended', () => {
    window.history.replaceState(null, '', '/admin/?q=1');
    render(<Field />);
    fireEvent.change(field(), { target: { value: '1234' } });
    saveDrafts();
    cleanup();

    render(<Field />);
    expect(field().value).toBe('1234');
    cleanup();
    render(<Field />);
    expect(field().value).toBe('');
  });

  it('keeps nothing for another page', () => {
    window.history.replaceState(null, '', '/admin/fans');
    render(<Field />);
    fireEvent.change(field(), { target: { value: 'abc' } });
    saveDrafts();
    cleanup();
    window.history.replaceState(null, '', '/admin/groups');
    render(<Field />);
    expect(field().value).toBe('');
  });
});

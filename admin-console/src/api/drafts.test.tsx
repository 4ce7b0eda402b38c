// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { clearDrafts, saveDrafts, useDialogDraft, useDraftState } from './drafts.ts';

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

  it("gives a dialog's owner the text kept for it, once, and forgets it when asked", () => {
    const Owner = () => {
      const { restored, forget } = useDialogDraft('probe');
      return (
        <button type="button" onClick={forget}>
          {restored ?? 'nothing kept'}
        </button>
      );
    };
    window.history.replaceState(null, '', '/admin/');
    render(<Field />);
    fireEvent.change(field(), { target: { value: 'typed in a dialog' } });
    saveDrafts();
    cleanup();

    render(<Owner />);
    const owner = screen.getByRole('button');
    expect(owner.textContent).toBe('typed in a dialog');
    fireEvent.click(owner);
    expect(owner.textContent).toBe('nothing kept');
    cleanup();
    render(<Owner />);
    expect(screen.getByRole('button').textContent).toBe('nothing kept');
  });

  it('forgets everything kept once cleared (a write went through)', () => {
    window.history.replaceState(null, '', '/admin/');
    render(<Field />);
    fireEvent.change(field(), { target: { value: '1234' } });
    saveDrafts();
    cleanup();
    clearDrafts();
    render(<Field />);
    expect(field().value).toBe('');
  });
});

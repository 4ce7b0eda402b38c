// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MultiFanSearchForm } from './MultiFanSearchForm.tsx';

afterEach(cleanup);

const field = () => screen.getByRole('textbox', { name: 'Search by Group ID or FAN ID' }) as HTMLInputElement;

describe('MultiFanSearchForm', () => {
  it('offers Group ID or FAN ID, with FAN ID chosen', () => {
    render(<MultiFanSearchForm />);
    expect(screen.getByRole('group', { name: 'Search by' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'FAN ID' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Group ID' }) as HTMLInputElement).checked).toBe(false);
  });

  it('takes digits only in FAN ID mode and letters too in Group ID mode', () => {
    render(<MultiFanSearchForm />);
    expect(fireEvent.keyDown(field(), { key: 'G' })).toBe(false);
    fireEvent.change(field(), { target: { value: 'G-12' } });
    expect(field().value).toBe('12');

    fireEvent.click(screen.getByRole('radio', { name: 'Group ID' }));
    expect(fireEvent.keyDown(field(), { key: 'G' })).toBe(true);
    fireEvent.change(field(), { target: { value: 'GRP-0042' } });
    expect(field().value).toBe('GRP0042');

    fireEvent.click(screen.getByRole('radio', { name: 'FAN ID' }));
    expect(field().value).toBe('0042');
  });

  it('has no search action yet', () => {
    render(<MultiFanSearchForm />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

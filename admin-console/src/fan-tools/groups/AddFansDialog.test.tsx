// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AddFansDialog } from './AddFansDialog.tsx';
import { fanProfileFixture, jsonResponse } from '../../test/index.ts';

vi.mock('../../api/flags.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/flags.ts')>();
  return { ...actual, loadFlags: vi.fn(() => Promise.resolve(actual.DEFAULT_FLAGS)) };
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fan = (id: string, status: string) => ({ ...fanProfileFixture, id, status, name: `Org ${id}` });

describe('AddFansDialog', () => {
  it('marks FANs already in the group and does not select them, and names the entries that are not valid', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        status: 'success',
        fanDetails: [fan('10000001', 'Active'), fan('10000002', 'Active'), fan('10000003', 'Pending')],
        invalidFanIds: ['99999999'],
      }),
    );
    const onAdd = vi.fn(() => Promise.resolve());
    render(
      <AddFansDialog
        open
        title="Add FANs to group GRP1"
        onClose={() => undefined}
        onAdd={onAdd}
        members={['10000001']}
        draftKey="test-add-fans"
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'FAN IDs' }), {
      target: { value: '10000001, 10000002 10000003 99999999 abc1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Find FANs' }));

    const member = (await screen.findByRole('checkbox', {
      name: '10000001 — Org 10000001 (Active, already in this group)',
    })) as HTMLInputElement;
    expect(member.checked).toBe(false);
    expect(member.disabled).toBe(true);
    const newcomer = screen.getByRole('checkbox', { name: '10000002 — Org 10000002 (Active)' }) as HTMLInputElement;
    expect(newcomer.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /10000003/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('alert').textContent).toBe('One or more FANs entered are not valid: abc1, 99999999.');

    fireEvent.click(screen.getByRole('button', { name: 'Select all' }));
    expect(member.checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add FANs to group and close' }));
    expect(onAdd).toHaveBeenCalledWith(['10000002']);
  });

  it('names the entries when none of them is a number', () => {
    render(
      <AddFansDialog
        open
        title="Create new group"
        onClose={() => undefined}
        onAdd={() => Promise.resolve()}
        draftKey="test-create-group"
      />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'FAN IDs' }), { target: { value: 'GRP1 x-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find FANs' }));
    expect(screen.getByRole('alert').textContent).toBe('One or more FANs entered are not valid: GRP1, x-2.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

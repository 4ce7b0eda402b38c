// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CoreAdminContext, testDataProvider } from 'react-admin';
import type { GroupDetails } from '@carrier/shared/fan-tools';
import { MultiFanSearchContext } from './MultiFanSearchContext.ts';
import { GroupFanList } from '../groups/GroupFanList.tsx';
import { MultiFanSearchResults } from './MultiFanSearchResults.tsx';
import { useMultiFanSearchController } from './use-multi-fan-search-controller.ts';
import { MultiFanSearchForm } from './MultiFanSearchForm.tsx';
import { inTool, jsonResponse } from '../../test/index.ts';

// The request layer reads the flags itself (one place for every call); these tests choose them.
vi.mock('../../api/flags.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/flags.ts')>();
  return { ...actual, loadFlags: vi.fn(() => Promise.resolve(actual.DEFAULT_FLAGS)) };
});

const Harness = () => {
  const search = useMultiFanSearchController();
  return (
    <CoreAdminContext dataProvider={testDataProvider()}>
      {inTool(
        <MultiFanSearchContext.Provider value={search}>
          <MultiFanSearchForm />
          <MultiFanSearchResults />
        </MultiFanSearchContext.Provider>,
      )}
    </CoreAdminContext>
  );
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = () => screen.getByRole('textbox', { name: 'Search by Group ID or FAN ID' }) as HTMLInputElement;
const group = (groupId: string, members: number): GroupDetails => ({
  groupId,
  isWebEnabled: true,
  isList: false,
  token: 'tok',
  tokenGenerationDate: '2026-01-02T00:00:00.000Z',
  fanDetails: Array.from({ length: members }, (_, i) => ({ id: String(10_000_000 + i), status: 'Active' })),
});

describe('MultiFanSearchForm', () => {
  it('offers Group ID or FAN ID, with FAN ID chosen', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Search by' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'FAN ID' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Group ID' }) as HTMLInputElement).checked).toBe(false);
  });

  it('takes digits only in FAN ID mode and letters too in Group ID mode', () => {
    render(<Harness />);
    fireEvent.change(field(), { target: { value: '1-2 3' } });
    expect(field().value).toBe('123');

    fireEvent.click(screen.getByRole('radio', { name: 'Group ID' }));
    expect(fireEvent.keyDown(field(), { key: 'G' })).toBe(true);
    fireEvent.change(field(), { target: { value: 'GRP-0042' } });
    expect(field().value).toBe('GRP0042');

    fireEvent.click(screen.getByRole('radio', { name: 'FAN ID' }));
    expect(field().value).toBe('0042');
  });

  it('switches to Group ID mode, keeping the text, when a group id is typed or pasted in FAN ID mode', () => {
    render(<Harness />);
    expect(fireEvent.keyDown(field(), { key: 'G' })).toBe(false);
    expect(field().value).toBe('G');
    expect((screen.getByRole('radio', { name: 'Group ID' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('FAN IDs are digits only, so this search is now by Group ID.');
    expect(fireEvent.keyDown(field(), { key: 'R' })).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'FAN ID' }));
    expect(field().value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.paste(field(), { clipboardData: { getData: () => 'GRP-10001' } });
    expect(field().value).toBe('GRP10001');
    expect((screen.getByRole('radio', { name: 'Group ID' }) as HTMLInputElement).checked).toBe(true);
  });

  it('switches the same way when a group id arrives whole (dropped in, or filled in by the browser)', () => {
    render(<Harness />);
    fireEvent.change(field(), { target: { value: 'GRP-10001' } });
    expect(field().value).toBe('GRP10001');
    expect((screen.getByRole('radio', { name: 'Group ID' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('FAN IDs are digits only, so this search is now by Group ID.');
  });

  it("shows 'No results. Please search by Single FAN ID.' for an empty FAN ID without calling", () => {
    render(<Harness />);
    fireEvent.submit(field().closest('form')!);
    expect(screen.getByText('No results. Please search by Single FAN ID.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('searches a group and shows its card, read-only for a reader', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        status: 'success',
        groupDetails: [group('GRP10001', 5)],
        fanDetails: [],
        invalidFanIds: [],
        groupId: 'GRP10001',
      }),
    );
    render(<Harness />);
    fireEvent.click(screen.getByRole('radio', { name: 'Group ID' }));
    fireEvent.change(field(), { target: { value: 'GRP10001' } });
    fireEvent.submit(field().closest('form')!);
    const card = await screen.findByRole('region', { name: 'Group ID GRP10001' });
    expect(String(fetchMock.mock.calls[0]![0])).toContain('group/details/type/groupid/id/GRP10001?isfantools=true');
    expect(within(card).getByText('Search view ON')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'FANs in group (5)' }));
    expect(within(card).queryByRole('button', { name: /Delete Group/i })).toBeNull();
    expect(within(card).getByRole('link', { name: /Export FANs/ })).toBeTruthy();
  });
});

describe('the group FAN list', () => {
  it('keeps a bounded number of rows in the DOM for a 5,000-member group', async () => {
    const fans = group('GRP1', 5000).fanDetails;
    render(<GroupFanList groupId="GRP1" fans={fans} canRemove={false} removeDisabled onRemove={() => undefined} />);
    const list = screen.getByLabelText('FANs in group GRP1');
    await waitFor(() => expect(within(list).getByText('10000000')).toBeTruthy());
    const rows = within(list).getAllByText(/^1\d{7}$/);
    expect(rows.length).toBeGreaterThanOrEqual(15);
    expect(rows.length).toBeLessThanOrEqual(30);
    expect(within(list).queryByText('10004999')).toBeNull();
  });
});

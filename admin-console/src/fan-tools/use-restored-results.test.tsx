// @vitest-environment jsdom
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, testDataProvider, type DataProvider } from 'react-admin';
import type { GroupDetails } from '@carrier/shared/fan-tools';
import { saveDrafts } from '../api/drafts.ts';
import { fanProfileFixture, inTool, jsonResponse } from '../test/index.ts';
import { FanTool } from './FanTool.tsx';

vi.mock('../api/flags.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/flags.ts')>();
  return { ...actual, loadFlags: vi.fn(() => Promise.resolve(actual.DEFAULT_FLAGS)) };
});

const group: GroupDetails = {
  groupId: 'GRP20002',
  isWebEnabled: false,
  isList: true,
  token: null,
  tokenGenerationDate: null,
  fanDetails: [
    { id: '20000001', status: 'Active' },
    { id: '20000002', status: 'Active' },
  ],
};

/** The gateway's lookups: the fixture FAN by its id, the group by its id; anything else is not found. */
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = String(input);
  if (url.endsWith(`fan/details/${fanProfileFixture.id}`)) {
    return jsonResponse({ status: 'success', fanDetails: [fanProfileFixture] });
  }
  if (url.includes(`group/details/type/groupid/id/${group.groupId}`)) {
    return jsonResponse({ status: 'success', groupDetails: [group], fanDetails: [], invalidFanIds: [], groupId: null });
  }
  return jsonResponse({ errorId: 'FAN_NOT_FOUND', message: 'FAN ID not found.', status: 404 }, 404);
});

const generateFanToken = vi.fn(async () => ({
  data: { status: 'success', token: 'new', tokenLink: 'https://www.carrier.example/t/new', timeStamp: '2026-01-02' },
}));

beforeEach(() => {
  window.history.replaceState(null, '', '/admin/');
  generateFanToken.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

/** The restored screen looks its results up first: on a busy machine longer than findBy's first second. */
const RESTORED = { timeout: 5000 };

/** The tool for a write_fpt employee, as the page shows it after sign-in (in StrictMode, as the console runs it). */
function openTool(strict = false) {
  const dataProvider = { ...testDataProvider(), generateFanToken } as unknown as DataProvider;
  const tool = <AdminContext dataProvider={dataProvider}>{inTool(<FanTool />, 'write')}</AdminContext>;
  render(strict ? <StrictMode>{tool}</StrictMode> : tool);
}

/** The session ends: what the page holds is saved as the console does before it goes to sign in; the page goes. */
function sessionEnds() {
  saveDrafts();
  cleanup();
}

async function searchFan(fanId: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'Search by FAN ID' }), { target: { value: fanId } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  return screen.findByRole('region', { name: 'Token links' });
}

describe('a dialog open when the session ends (the tool, after sign-in)', () => {
  it('returns to the same FAN with the token dialog reopened and its reason, sends nothing until confirmed', async () => {
    openTool();
    const tokens = await searchFan(fanProfileFixture.id);
    fireEvent.click(within(tokens).getByRole('button', { name: 'Generate new token link' }));
    const typed = 'The link was forwarded outside the company.';
    fireEvent.change(await screen.findByRole('textbox', { name: 'Reason for change' }), { target: { value: typed } });
    sessionEnds();

    openTool();
    const dialog = await screen.findByRole('dialog', { name: 'Generate a new token link' }, RESTORED);
    expect((within(dialog).getByRole('textbox', { name: 'Reason for change' }) as HTMLInputElement).value).toBe(typed);
    // the results behind the modal (hidden from assistive technology while it is open)
    expect(screen.getByRole('region', { name: 'FAN information', hidden: true })).toBeTruthy();
    expect(generateFanToken).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate' }));
    await vi.waitFor(() =>
      expect(generateFanToken).toHaveBeenCalledWith({ fanId: fanProfileFixture.id, updateReason: typed }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the write went through: nothing is kept any more, and the next opening starts empty
    expect(sessionStorage.length).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Generate new token link' }));
    expect(((await screen.findByRole('textbox', { name: 'Reason for change' })) as HTMLInputElement).value).toBe('');
  });

  it('does the same in StrictMode, where React mounts the tool twice and the first lookup is aborted', async () => {
    openTool(true);
    const tokens = await searchFan(fanProfileFixture.id);
    fireEvent.click(within(tokens).getByRole('button', { name: 'Generate new token link' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Reason for change' }), {
      target: { value: 'Strict reason' },
    });
    sessionEnds();

    openTool(true);
    const dialog = await screen.findByRole('dialog', { name: 'Generate a new token link' }, RESTORED);
    expect((within(dialog).getByRole('textbox', { name: 'Reason for change' }) as HTMLInputElement).value).toBe(
      'Strict reason',
    );
    // the results came back, so what was kept is taken and forgotten
    await vi.waitFor(() => expect(sessionStorage.length).toBe(0));
  });

  it("returns to the same group with 'Add FANs to group' reopened and the FAN IDs typed", async () => {
    openTool();
    fireEvent.click(screen.getByRole('tab', { name: 'Multi-FAN group' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Group ID' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search by Group ID or FAN ID' }), {
      target: { value: group.groupId },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'FANs in group (2)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add FANs to group' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'FAN IDs' }), {
      target: { value: '20000003, 20000004' },
    });
    sessionEnds();

    openTool();
    const dialog = await screen.findByRole('dialog', { name: `Add FANs to group ${group.groupId}` }, RESTORED);
    expect((within(dialog).getByRole('textbox', { name: 'FAN IDs' }) as HTMLTextAreaElement).value).toBe(
      '20000003, 20000004',
    );
    expect(screen.getByRole('tab', { name: 'Multi-FAN group', hidden: true }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('region', { name: `Group ID ${group.groupId}`, hidden: true })).toBeTruthy();

    // cancelled: the next opening starts empty
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Add FANs to group' }));
    expect(((await screen.findByRole('textbox', { name: 'FAN IDs' })) as HTMLTextAreaElement).value).toBe('');
  });

  it("keeps 'Create new group' and its FAN IDs, which need no results to return to", async () => {
    openTool();
    fireEvent.click(screen.getByRole('button', { name: 'Create new group' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'FAN IDs' }), { target: { value: '20000005' } });
    sessionEnds();

    openTool();
    const dialog = await screen.findByRole('dialog', { name: 'Create new group' }, RESTORED);
    expect((within(dialog).getByRole('textbox', { name: 'FAN IDs' }) as HTMLTextAreaElement).value).toBe('20000005');
  });

  it('forgets a dialog whose FAN is no longer found, so it never opens later on its own', async () => {
    openTool();
    await searchFan(fanProfileFixture.id);
    fireEvent.click(screen.getByRole('button', { name: 'Generate new token link' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Reason for change' }), {
      target: { value: 'Lost link' },
    });
    sessionEnds();

    fetchMock.mockImplementationOnce(async () =>
      jsonResponse({ errorId: 'FAN_NOT_FOUND', message: 'FAN ID not found.', status: 404 }, 404),
    );
    openTool();
    expect(await screen.findByText('FAN ID not found.', {}, RESTORED)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(sessionStorage.length).toBe(0));

    await searchFan(fanProfileFixture.id);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import type { AdminGroupRecord, AdminGroupShow } from '@carrier/shared/fan-tools';
import { dataProvider as consoleDataProvider } from '../providers/data-provider.ts';
import { jsonResponse, valueOf } from '../test/index.ts';
import { GroupShow } from './GroupShow.tsx';

vi.mock('../api/flags.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/flags.ts')>();
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

/** The console's own delete (ra-data-simple-rest over fetch), so a failure reaches the page as the gateway's reply. */
const gatewayDelete = ((resource, params) => consoleDataProvider.delete(resource, params)) as DataProvider['delete'];

const group: AdminGroupShow = {
  id: 'GRP10001',
  groupId: 'GRP10001',
  isList: true,
  isWebEnabled: true,
  fanCount: 3,
  token: 'tok-10001',
  tokenLink: 'http://localhost:3000/signature/landing?iruToken=tok-10001',
  tokenGenerationDate: '2024-03-05T23:30:00Z',
  fanDetails: [
    { id: '10000001', status: 'Active' },
    { id: '10000002', status: 'Pending' },
    { id: '10000003', status: 'Active' },
  ],
};

function renderShow(remove: DataProvider['delete'], record: AdminGroupRecord = group) {
  const dataProvider = testDataProvider({
    getOne: (async () => ({ data: record })) as unknown as DataProvider['getOne'],
    getManyReference: (async () => ({ data: [], total: 0 })) as unknown as DataProvider['getManyReference'],
    delete: remove,
  });
  render(
    <MemoryRouter initialEntries={['/groups/GRP10001/show']}>
      <AdminContext dataProvider={dataProvider}>
        <ResourceContextProvider value="groups">
          <Routes>
            <Route path="/groups/:id/show" element={<GroupShow />} />
            <Route path="/groups" element={<p>The groups list</p>} />
          </Routes>
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

async function confirmDeletion() {
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Group GRP10001' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Group GRP10001' });
  expect(dialog.textContent).toContain('Are you sure you want to delete this group ?');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete group' }));
}

describe('GroupShow: the group card', () => {
  it("shows the tool's group card with its accordions, read-only, and the group's activity", async () => {
    renderShow(vi.fn() as unknown as DataProvider['delete']);
    const card = await screen.findByRole('region', { name: 'Group ID GRP10001' });
    expect(valueOf(card, 'Group ID')).toBe('GRP10001');
    expect(valueOf(card, 'Splash page')).toBe('List view ON');

    fireEvent.click(within(card).getByRole('button', { name: 'Group Management' }));
    expect(valueOf(card, 'Current group token link')).toContain('tok-10001');
    expect(valueOf(card, 'Created on')).toBe('03/05/2024');
    expect(valueOf(card, 'Splash page status')).toBe('ON');
    expect(valueOf(card, 'Splash page view')).toBe('List view');

    fireEvent.click(within(card).getByRole('button', { name: 'FANs in group (3)' }));
    const list = within(card).getByLabelText('FANs in group GRP10001');
    expect(within(list).getByText('10000002')).toBeTruthy();
    expect(within(list).getByText('Pending')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Export FANs' }).getAttribute('href')).toBe(
      '/msapi/onlinesalesorchestration/fanprofiles-papi/v1/group/download/GRP10001?isfantools=true',
    );
    expect(within(card).getByLabelText('Search by FAN ID or multi-FAN ID')).toBeTruthy();

    // the tool's changes need its searches and a reason: none of its controls here
    expect(within(card).queryByRole('button', { name: /^Remove FAN/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Add FANs to group' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Generate new group token' })).toBeNull();
    expect(within(card).queryByRole('checkbox')).toBeNull();
    expect(within(card).queryByRole('radio')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Activity' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Activity' })).toBeTruthy();
  });
});

describe('GroupShow: a group row from a list', () => {
  it("waits for the group's FANs rather than failing on the row a list left in react-admin's cache", async () => {
    const { fanDetails: _members, ...row } = group;
    renderShow(vi.fn() as unknown as DataProvider['delete'], row);
    expect(await screen.findByText('Loading. Please wait')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Delete Group GRP10001' })).toBeTruthy();
  });
});

describe('GroupShow: Delete Group', () => {
  it('deletes the group once confirmed, says so by its id and opens the list', async () => {
    const remove = vi.fn(async () => ({ data: group })) as unknown as DataProvider['delete'];
    renderShow(remove);
    await confirmDeletion();
    expect(await screen.findByText('Group GRP10001 was deleted.')).toBeTruthy();
    expect(await screen.findByText('The groups list')).toBeTruthy();
    expect(remove).toHaveBeenCalledWith('groups', expect.objectContaining({ id: 'GRP10001' }));
  });

  it("says the spec's 'We hit a snag.' for a gateway 500, not the gateway's 'System Error', and keeps the group", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ errorId: 'SYS_ERR', message: 'System Error', status: 500 }, 500));
    renderShow(gatewayDelete);
    await confirmDeletion();
    expect(await screen.findByText('We hit a snag. Please try again later.')).toBeTruthy();
    expect(screen.queryByText('System Error')).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith('/admin-api/groups/GRP10001', expect.objectContaining({ method: 'DELETE' }));
    expect(screen.queryByText('The groups list')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Delete Group GRP10001' })).toBeTruthy();
  });

  it('says the group no longer exists when another employee deleted it first', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ errorId: 'GROUP_NOT_FOUND', message: 'gone', status: 404 }, 404));
    renderShow(gatewayDelete);
    await confirmDeletion();
    expect(await screen.findByText('This group no longer exists. Another user may have deleted it.')).toBeTruthy();
    expect(screen.queryByText('gone')).toBeNull();
  });
});

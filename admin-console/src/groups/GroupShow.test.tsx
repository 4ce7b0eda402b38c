// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import type { AdminGroupRecord } from '@carrier/shared/fan-tools';
import { dataProvider as consoleDataProvider } from '../providers/data-provider.ts';
import { jsonResponse } from '../test/index.ts';
import { GroupShow } from './GroupShow.tsx';

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

const group: AdminGroupRecord = {
  id: 'GRP10001',
  groupId: 'GRP10001',
  isList: true,
  isWebEnabled: true,
  fanCount: 3,
  token: null,
  tokenLink: null,
  tokenGenerationDate: null,
};

function renderShow(remove: DataProvider['delete']) {
  const dataProvider = testDataProvider({
    getOne: (async () => ({ data: group })) as unknown as DataProvider['getOne'],
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

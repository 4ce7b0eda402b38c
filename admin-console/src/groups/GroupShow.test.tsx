// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { fanToolsText, type AdminGroupRecord } from '@carrier/shared/fan-tools';
import { GroupShow } from './GroupShow.tsx';

afterEach(cleanup);

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

  it('keeps the group and says the spec\u2019s failure text when the deletion fails', async () => {
    renderShow((async () => {
      throw new Error(fanToolsText.snag);
    }) as unknown as DataProvider['delete']);
    await confirmDeletion();
    expect(await screen.findByText(fanToolsText.snag)).toBeTruthy();
    expect(screen.queryByText('The groups list')).toBeNull();
    expect(await screen.findByRole('button', { name: 'Delete Group GRP10001' })).toBeTruthy();
  });
});

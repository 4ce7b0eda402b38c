// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { fanProfileFixture } from '../test/index.ts';
import { FanShow } from './FanShow.tsx';

afterEach(cleanup);

/** The value shown under a field's label in the show layout. */
const shown = (label: string) =>
  screen.getByText(label, { selector: 'p > span' }).closest('.ra-field')!.textContent!.slice(label.length);

function renderShow(getManyReference: DataProvider['getManyReference']) {
  const dataProvider = testDataProvider({
    getOne: (async () => ({ data: fanProfileFixture })) as unknown as DataProvider['getOne'],
    getManyReference,
  });
  render(
    <MemoryRouter initialEntries={[`/fans/${fanProfileFixture.id}/show`]}>
      <AdminContext dataProvider={dataProvider}>
        <ResourceContextProvider value="fans">
          <Routes>
            <Route path="/fans/:id/show" element={<FanShow />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('FanShow', () => {
  it("shows the FAN's details the way the tool writes them", async () => {
    renderShow(async () => ({ data: [], total: 0 }));
    expect(await screen.findByText('Northwind Health Systems')).toBeTruthy();
    expect(shown('Web status')).toBe('ON');
    expect(shown('Affinity tags')).toBe('Healthcare, Hospitals');
    expect(shown('Activation fee waiver')).toBe('Yes');
    expect(shown('Upgrade fee waiver')).toBe('');
    expect(shown('Service discount')).toBe('15%');
    expect(shown('Accessory discount')).toBe('$25');
    expect(shown('Created on')).toBe('03/05/2024');
    expect(screen.getByRole('link', { name: fanProfileFixture.currentTokenLink! }).getAttribute('href')).toBe(
      fanProfileFixture.currentTokenLink,
    );
  });

  it("lists the FAN's groups and its activity, newest first, from the resources", async () => {
    const getManyReference = vi.fn(async (resource: string) =>
      resource === 'groups'
        ? {
            data: [
              {
                id: 'GRP1',
                groupId: 'GRP1',
                isList: true,
                isWebEnabled: false,
                fanCount: 3,
                token: null,
                tokenLink: null,
                tokenGenerationDate: null,
              },
            ],
            total: 1,
          }
        : {
            data: [
              {
                id: 7,
                at: '2026-03-05T16:07:00Z',
                actor: 'writer',
                actorName: 'Marcus Holloway',
                action: 'fan.token',
                entityType: 'fan',
                entityId: '12345678',
                reason: 'Lost link',
                changes: {},
              },
              {
                id: 6,
                at: '2026-03-04T16:07:00Z',
                actor: 'writer',
                actorName: 'Marcus Holloway',
                action: 'group.addFans',
                entityType: 'group',
                entityId: 'GRP1',
                reason: null,
                changes: { added: [fanProfileFixture.id] },
              },
            ],
            total: 2,
          },
    ) as unknown as DataProvider['getManyReference'];
    renderShow(getManyReference);
    const groups = await screen.findByRole('region', { name: 'Groups of this FAN' });
    expect(await within(groups).findByText('List view OFF')).toBeTruthy();
    const activity = screen.getByRole('region', { name: 'Activity' });
    expect(await within(activity).findByText('Generated a new token link')).toBeTruthy();
    expect(within(activity).getByText('Lost link')).toBeTruthy();
    expect(within(activity).getAllByText('Marcus Holloway (writer)')).toHaveLength(2);
    // a membership, recorded under the group, says which group
    expect(within(activity).getByText(`Added FAN ${fanProfileFixture.id} (group GRP1)`)).toBeTruthy();
    expect(getManyReference).toHaveBeenCalledWith(
      'groups',
      expect.objectContaining({ target: 'fanId', id: fanProfileFixture.id }),
    );
    expect(getManyReference).toHaveBeenCalledWith(
      'audit-events',
      expect.objectContaining({
        target: 'entityId',
        id: fanProfileFixture.id,
        filter: { entityType: 'fan' },
        sort: { field: 'id', order: 'DESC' },
      }),
    );
  });
});

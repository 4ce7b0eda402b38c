// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import { fanProfileFixture, valueOf } from '../test/index.ts';
import { FanShow } from './FanShow.tsx';

vi.mock('../api/flags.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api/flags.ts')>();
  return { ...actual, loadFlags: vi.fn(() => Promise.resolve(actual.DEFAULT_FLAGS)) };
});

afterEach(cleanup);

/** The page reads the flags, then the FAN: on a busy machine that takes longer than findBy's first second. */
const LOADED = { timeout: 5000 };

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
  it("shows the tool's 'FAN information' and 'Token links' cards, with the spec's fields and words", async () => {
    renderShow(async () => ({ data: [], total: 0 }));
    const card = await screen.findByRole('region', { name: 'FAN information' }, LOADED);
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(valueOf(card, 'FAN name')).toBe('Northwind Health Systems');
    expect(valueOf(card, 'FAN friendly name')).toBe('Northwind Health');

    fireEvent.click(within(card).getByRole('button', { name: 'FAN ID details' }));
    const details = within(card).getByRole('region', { name: 'FAN ID details' });
    for (const heading of ['Profile', 'Contact Information', 'Promotions']) {
      expect(within(details).getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(valueOf(details, 'Web status')).toBe('ON');
    expect(valueOf(details, 'Reason for change')).toBe('Annual renewal');
    expect(valueOf(details, 'Affinity tags')).toBe('Healthcare, Hospitals');
    expect(valueOf(details, 'Email')).toBe('dana.reyes@northwind.example');
    expect(valueOf(details, 'Activation fee waiver')).toBe('Yes');
    expect(valueOf(details, 'Upgrade fee waiver')).toBe('');
    expect(valueOf(details, 'Service discount')).toBe('15%');
    expect(valueOf(details, 'Accessory discount')).toBe('$25');

    const tokens = screen.getByRole('region', { name: 'Token links' });
    expect(valueOf(tokens, 'Created on')).toBe('03/05/2024');
    expect(within(tokens).getByRole('link', { name: fanProfileFixture.currentTokenLink! }).getAttribute('href')).toBe(
      fanProfileFixture.currentTokenLink,
    );
  });

  it("leaves out the tool's write controls and its activity accordion: the page has its own activity", async () => {
    renderShow(async () => ({ data: [], total: 0 }));
    await screen.findByRole('region', { name: 'FAN information' }, LOADED);
    expect(screen.queryByRole('button', { name: 'Generate new token link' })).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Activity' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Activity' })).toBeTruthy();
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

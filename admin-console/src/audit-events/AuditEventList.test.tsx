// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, ResourceContextProvider, testDataProvider, type DataProvider } from 'react-admin';
import type { AuditEvent } from '@carrier/shared/fan-tools';
import { AuditEventList } from './AuditEventList.tsx';
import { formatAuditTime } from '../ui/audit-wording.ts';

afterEach(cleanup);

const event = (id: number, entityType: AuditEvent['entityType'], entityId: string, action: string): AuditEvent => ({
  id,
  at: '2026-03-05T16:07:00Z',
  actor: 'uploader',
  actorName: 'Priya Natarajan',
  action,
  entityType,
  entityId,
  reason: null,
  changes: {},
});

function renderList(getList: DataProvider['getList']) {
  render(
    <MemoryRouter initialEntries={['/audit-events']}>
      <AdminContext dataProvider={testDataProvider({ getList })}>
        <ResourceContextProvider value="audit-events">
          <AuditEventList />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('AuditEventList', () => {
  it('calls a fan upload event a fan upload, not a group, and offers it in the subject filter', async () => {
    const events = [
      event(3, 'fan_upload', '17', 'upload.apply'),
      event(2, 'group', 'GRP10001', 'group.token'),
      event(1, 'fan', '00012345', 'fan.token'),
    ];
    const getList = vi.fn(async () => ({ data: events, total: 3 })) as unknown as DataProvider['getList'];
    renderList(getList);
    const row = (await screen.findByText('17')).closest('tr')!;
    expect(within(row).getByText('Fan upload')).toBeTruthy();
    expect(within(screen.getByText('GRP10001').closest('tr')!).getByText('Group')).toBeTruthy();
    expect(within(screen.getByText('00012345').closest('tr')!).getByText('FAN')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Subject' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent?.trim()).filter(Boolean)).toEqual(['FAN', 'Group', 'Fan upload']);
    fireEvent.click(options.find((o) => o.textContent === 'Fan upload')!);
    await vi.waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        'audit-events',
        expect.objectContaining({ filter: expect.objectContaining({ entityType: 'fan_upload' }) }),
      ),
    );
  });

  it('shows when, by whom, what, the subject and the reason, in that order', async () => {
    const token = { ...event(4, 'group', 'GRP10002', 'group.token'), reason: 'Link shared by mistake' };
    const getList = vi.fn(async () => ({ data: [token], total: 1 })) as unknown as DataProvider['getList'];
    renderList(getList);
    const row = (await screen.findByText('GRP10002')).closest('tr')!;
    const headers = within(row.closest('table')!).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent?.trim())).toEqual([
      'When',
      'By',
      'What',
      'Subject',
      'Subject ID',
      'Reason for change',
    ]);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      formatAuditTime('2026-03-05T16:07:00Z'),
      'Priya Natarajan (uploader)',
      'Generated a new group token',
      'Group',
      'GRP10002',
      'Link shared by mistake',
    ]);
  });
});

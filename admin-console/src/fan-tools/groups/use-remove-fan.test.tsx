// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, Notification, testDataProvider, type DataProvider } from 'react-admin';
import type { GroupDetails } from '@carrier/shared/fan-tools';
import { ApiFailure } from '../../api/api-failure.ts';
import { inTool } from '../../test/index.ts';
import { MultiFanSearchContext, type MultiFanSearchContextValue } from '../multi-search/MultiFanSearchContext.ts';
import { GroupCard } from './GroupCard.tsx';

afterEach(cleanup);

const group: GroupDetails = {
  groupId: 'GRP20001',
  isWebEnabled: true,
  isList: true,
  token: null,
  tokenGenerationDate: null,
  fanDetails: [
    { id: '20000001', status: 'Active' },
    { id: '20000002', status: 'Active' },
    { id: '20000003', status: 'Active' },
  ],
};

function renderCard(removeFanFromGroup: () => Promise<never>) {
  const refreshGroup = vi.fn(() => Promise.resolve());
  const search = { refreshGroup } as unknown as MultiFanSearchContextValue;
  const dataProvider = { ...testDataProvider(), removeFanFromGroup } as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider}>
      {inTool(
        <MultiFanSearchContext.Provider value={search}>
          <GroupCard group={group} />
        </MultiFanSearchContext.Provider>,
        'write',
      )}
      <Notification autoHideDuration={10} />
    </AdminContext>,
  );
  return { refreshGroup };
}

describe('removing a FAN from a group (002 §4, §8)', () => {
  it('swallows a failed removal silently: no message, and the FAN is back in the list', async () => {
    const removeFanFromGroup = vi.fn(() =>
      Promise.reject(new ApiFailure({ errorId: 'SYS_ERR', message: 'System Error', status: 500 })),
    );
    const { refreshGroup } = renderCard(removeFanFromGroup);
    fireEvent.click(screen.getByRole('button', { name: 'FANs in group (3)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove FAN 20000002 from group' }));

    expect(await screen.findByText('FAN 20000002 was removed from group GRP20001.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'FANs in group (2)' })).toBeTruthy();
    await vi.waitFor(() => expect(refreshGroup).toHaveBeenCalledWith('GRP20001'));
    expect(removeFanFromGroup).toHaveBeenCalledWith({ groupId: 'GRP20001', fanId: '20000002' });

    expect(await screen.findByRole('button', { name: 'Remove FAN 20000002 from group' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'FANs in group (3)' })).toBeTruthy();
    expect(screen.queryByText('We hit a snag. Please try again later.')).toBeNull();
    expect(screen.queryByText('System Error')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

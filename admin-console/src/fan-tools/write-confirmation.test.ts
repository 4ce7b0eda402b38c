import { describe, expect, it, vi } from 'vitest';
import type { FanToolActions } from '../providers/fan-tool-actions.ts';
import { withConfirmations } from './write-confirmation.ts';

const actions = {
  deleteGroup: vi.fn((p: { groupId: string }) => Promise.resolve({ data: p })),
  addFansToGroup: vi.fn(() => Promise.resolve({ data: { groupId: 'GRP1', added: ['1', '2'], alreadyMembers: [] } })),
  updateGroupView: vi.fn(() => Promise.resolve({ data: { groupId: 'GRP1', isList: true } })),
  updateFanWebStatus: vi.fn(() => Promise.reject(new Error('down'))),
  removeFanFromGroup: vi.fn((p: { groupId: string; fanId: string }) => Promise.resolve({ data: p })),
} as unknown as FanToolActions;

describe('withConfirmations', () => {
  it('confirms each saved change naming the FAN or group, and leaves failures and removals alone', async () => {
    const notify = vi.fn();
    const confirmed = withConfirmations(actions, notify);
    await confirmed.deleteGroup({ groupId: 'GRP7' });
    await confirmed.addFansToGroup({ groupId: 'GRP1', fanIds: ['1', '2', '3'] });
    await confirmed.updateGroupView({ groupId: 'GRP1', listView: true });
    await expect(confirmed.updateFanWebStatus({ fanId: '12345678', enableStatus: true, reason: 'x' })).rejects.toThrow(
      'down',
    );
    await confirmed.removeFanFromGroup({ groupId: 'GRP1', fanId: '12345678' });
    expect(notify.mock.calls.map(([m]) => m as string)).toEqual([
      'Group GRP7 was deleted.',
      '2 FANs were added to group GRP1.',
      'Group GRP1 now shows the List view.',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { auditActionText, auditActionTextFor, auditActorText, formatAuditTime } from './audit-wording.ts';

const said = (action: string, changes: Record<string, unknown> = {}) => auditActionText({ action, changes });

describe('auditActionText', () => {
  it('words FAN changes', () => {
    expect(said('fan.webstatus', { enableStatus: false })).toBe('Turned web status OFF');
    expect(said('fan.webstatus', { onlExpStatus: 'Active' })).toBe('Turned web status ON');
    expect(said('fan.webstatus')).toBe('Changed the web status');
    expect(said('fan.token')).toBe('Generated a new token link');
  });

  it('words group changes', () => {
    expect(said('group.create', { fanIds: ['10000001', '10000002'] })).toBe(
      'Created the group with FANs 10000001, 10000002',
    );
    expect(said('group.addFans', { added: ['10000004'] })).toBe('Added FAN 10000004');
    expect(said('group.addFans')).toBe('Added FANs');
    expect(said('group.removeFan', { fanId: '00054321' })).toBe('Removed FAN 00054321');
    expect(said('group.delete')).toBe('Deleted the group');
    expect(said('group.webstatus', { isWebEnabled: true })).toBe('Turned the splash page ON');
    expect(said('group.view', { listView: true })).toBe('Switched the splash page to List view');
    expect(said('group.view', { isList: false })).toBe('Switched the splash page to Search view');
    expect(said('group.token')).toBe('Generated a new group token');
  });

  it('reads the { from, to } changes the gateway records', () => {
    expect(
      said('fan.webstatus', {
        onlExpStatus: { from: 'Active', to: 'Inactive' },
        onlExpStatusChangeReason: { from: null, to: 'x' },
      }),
    ).toBe('Turned web status OFF');
    expect(
      said('group.webstatus', { isWebEnabled: { from: false, to: true }, webStatusReason: { from: null, to: 'x' } }),
    ).toBe('Turned the splash page ON');
    expect(said('group.view', { isList: { from: false, to: true } })).toBe('Switched the splash page to List view');
    expect(said('group.create', { added: ['10000001'], isWebEnabled: { from: null, to: false } })).toBe(
      'Created the group with FAN 10000001',
    );
    expect(said('group.removeFan', { removed: ['10000003'] })).toBe('Removed FAN 10000003');
  });

  it('words fan uploads: the upload applied with its figures, and each FAN it created or changed', () => {
    expect(said('upload.apply', { fileName: 'march.xlsx', rowCount: 4, created: 3, updated: 1, unchanged: 0 })).toBe(
      'Applied the fan upload march.xlsx: 3 FANs created, 1 FAN changed',
    );
    expect(said('upload.apply', { fileName: 'same.xlsx', created: 0, updated: 0 })).toBe(
      'Applied the fan upload same.xlsx',
    );
    expect(said('upload.apply')).toBe('Applied a fan upload');
    expect(said('fan.upload', { fileName: 'march.xlsx', row: 7, change: 'create', values: {} })).toBe(
      'Created by the fan upload march.xlsx (row 7)',
    );
    expect(said('fan.upload', { fileName: 'march.xlsx', row: 9, change: 'update', columns: {} })).toBe(
      'Changed by the fan upload march.xlsx (row 9)',
    );
    // the action filter's words, with no detail
    expect(said('fan.upload')).toBe('Created or changed by a fan upload');
  });

  it("names the group of a group event in a FAN's activity, and nothing more in the group's own", () => {
    const added = {
      id: 1,
      at: '2026-11-28T10:00:00.000Z',
      actor: 'writer',
      actorName: 'Marcus Holloway',
      action: 'group.addFans',
      entityType: 'group' as const,
      entityId: 'GRP10005',
      reason: null,
      changes: { added: ['10000004'] },
    };
    expect(auditActionTextFor(added, 'fan')).toBe('Added FAN 10000004 (group GRP10005)');
    expect(auditActionTextFor(added, 'group')).toBe('Added FAN 10000004');
  });

  it('shows an action it does not know as it is', () => {
    expect(said('group.renamed')).toBe('group.renamed');
  });
});

describe('formatAuditTime', () => {
  it('writes MM/DD/YYYY h:mm with AM or PM', () => {
    expect(formatAuditTime('2026-03-05T16:07:00Z', 'UTC')).toBe('03/05/2026 4:07 PM');
    expect(formatAuditTime('2026-11-30T00:05:00Z', 'UTC')).toBe('11/30/2026 12:05 AM');
  });

  it('uses the time zone given', () => {
    expect(formatAuditTime('2026-03-05T16:07:00Z', 'America/New_York')).toBe('03/05/2026 11:07 AM');
  });

  it('keeps what it cannot read', () => {
    expect(formatAuditTime('yesterday', 'UTC')).toBe('yesterday');
  });
});

describe('auditActorText', () => {
  it('names the employee, with their user id, or gives the id alone when it names no one now', () => {
    expect(auditActorText({ actor: 'writer', actorName: 'Marcus Holloway' })).toBe('Marcus Holloway (writer)');
    expect(auditActorText({ actor: 'gone', actorName: null })).toBe('gone');
  });
});

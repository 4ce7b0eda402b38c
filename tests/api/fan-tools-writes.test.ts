import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditResponseSchema, landingResponseSchema, tokenResponseSchema } from '@carrier/shared/fan-tools';
import { auditRows, LANDING_PATHS, PREFIXES, SPEC } from './support/fan-tools.ts';
import { startTestApp, type Caller, type TestApp } from './support/app.ts';

let t: TestApp;
let reader: Caller;
let writer: Caller;
beforeAll(async () => {
  t = await startTestApp();
  reader = await t.login('reader');
  writer = await t.login('writer');
});
afterAll(() => t.close());

const [OLD, NEW] = PREFIXES;
const post = (caller: Caller, url: string, payload: object) => caller.inject({ method: 'POST', url, payload });
const landing = (path: string, token: string) =>
  t.app.inject({ method: 'GET', url: `${path}?iruToken=${encodeURIComponent(token)}` });
const tokenOf = (link: string) => new URL(link).searchParams.get('iruToken')!;

describe('token links (002 §2.4: replacing a token is irreversible and the old token stops working)', () => {
  it('replaces a FAN token: the new link opens the FAN, the old one is refused on both landing prefixes', async () => {
    const before = (await reader.inject({ method: 'GET', url: `${OLD}fan/details/10000002` })).json().fanDetails[0];
    const oldToken = tokenOf(before.currentTokenLink);
    expect((await landing(LANDING_PATHS[0], oldToken)).json()).toMatchObject({ kind: 'fan', fan: { id: '10000002' } });

    const res = await post(writer, `${NEW}fan/token/generate`, {
      fanId: '10000002',
      updateReason: 'Link was forwarded outside the company.',
    });
    expect(res.statusCode).toBe(200);
    const body = tokenResponseSchema.parse(res.json());
    expect(Buffer.from(body.token, 'base64url').length).toBeGreaterThanOrEqual(16); // at least 128 bits
    expect(body.token).not.toBe(oldToken);
    expect(tokenOf(body.tokenLink)).toBe(body.token);
    expect(Math.abs(Date.parse(body.timeStamp) - Date.now())).toBeLessThan(60_000);

    const after = (await reader.inject({ method: 'GET', url: `${OLD}fan/details/10000002` })).json().fanDetails[0];
    expect(after.currentTokenLink).toBe(body.tokenLink);
    expect(after.tokenTimeStamp).toBe(body.timeStamp);
    for (const path of LANDING_PATHS) {
      const refused = await landing(path, oldToken);
      expect(refused.statusCode, path).toBe(404);
      expect(refused.json()).toEqual({
        errorId: 'TOKEN_INVALID',
        message: 'This link is no longer valid. Ask your employer for a new one.',
        status: 404,
      });
      const opened = await landing(path, body.token);
      expect(opened.statusCode, path).toBe(200);
      const fan = landingResponseSchema.parse(opened.json());
      expect(fan).toMatchObject({
        kind: 'fan',
        group: null,
        fan: { id: '10000002', name: after.name, friendlyName: after.friendlyName },
      });
    }
  });

  it('replaces a group token the same way', async () => {
    const group = (
      await reader.inject({ method: 'GET', url: `${NEW}group/details/type/groupid/id/GRP10003?isfantools=true` })
    ).json().groupDetails[0];
    const opened = await landing(LANDING_PATHS[1], group.token);
    expect(opened.json()).toEqual({
      status: 'success',
      kind: 'group',
      fan: null,
      group: { groupId: 'GRP10003', isList: true, isWebEnabled: true },
    });

    const res = await post(writer, `${OLD}group/token/generate`, {
      groupId: 'GRP10003',
      updateReason: 'Quarterly rotation.',
    });
    expect(res.statusCode).toBe(200);
    const body = tokenResponseSchema.parse(res.json());
    for (const path of LANDING_PATHS) {
      expect((await landing(path, group.token)).json().errorId, path).toBe('TOKEN_INVALID');
      expect((await landing(path, body.token)).json().group.groupId, path).toBe('GRP10003');
    }
    const now = (
      await reader.inject({ method: 'GET', url: `${NEW}group/details/type/groupid/id/GRP10003?isfantools=true` })
    ).json().groupDetails[0];
    expect(now).toMatchObject({ token: body.token, tokenLink: body.tokenLink, tokenGenerationDate: body.timeStamp });
  });

  it('refuses tokens that never existed, and a landing call without one', async () => {
    for (const token of ['x', 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'not a token at all']) {
      expect((await landing(LANDING_PATHS[0], token)).statusCode, token).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: LANDING_PATHS[0] })).statusCode).toBe(400);
  });

  it("answers 'FAN ID not found.' for an unknown FAN", async () => {
    const res = await post(writer, `${OLD}fan/token/generate`, { fanId: '00000000', updateReason: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errorId: 'FAN_NOT_FOUND', message: 'FAN ID not found.', status: 404 });
  });
});

describe('web status, splash page and view', () => {
  it("turns a FAN's web status off and on, storing and returning the reason", async () => {
    const off = await post(writer, `${OLD}fan/update/webstatus`, {
      fanId: '10000003',
      enableStatus: false,
      reason: '  Paused during the audit.  ',
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      status: 'success',
      fanId: '10000003',
      onlExpStatus: 'Inactive',
      onlExpStatusChangeReason: 'Paused during the audit.',
    });
    const fan = (await reader.inject({ method: 'GET', url: `${NEW}fan/details/10000003` })).json().fanDetails[0];
    expect(fan).toMatchObject({ onlExpStatus: 'Inactive', onlExpStatusChangeReason: 'Paused during the audit.' });
    const on = await post(writer, `${NEW}fan/update/webstatus`, {
      fanId: '10000003',
      enableStatus: true,
      reason: 'Audit done.',
    });
    expect(on.json()).toMatchObject({ onlExpStatus: 'Active', onlExpStatusChangeReason: 'Audit done.' });
  });

  it("turns a group's splash page off with a reason, and switches its view", async () => {
    const res = await post(writer, `${NEW}group/update/webstatus`, {
      groupId: 'GRP10004',
      enableStatus: true,
      reason: 'Launch day.',
    });
    expect(res.json()).toEqual({ status: 'success', groupId: 'GRP10004', isWebEnabled: true, reason: 'Launch day.' });
    const view = await post(writer, `${OLD}group/update/view`, { groupId: 'GRP10004', listView: true });
    expect(view.json()).toEqual({ status: 'success', groupId: 'GRP10004', isList: true });
    const group = (
      await reader.inject({ method: 'GET', url: `${OLD}group/details/type/groupid/id/GRP10004?isfantools=true` })
    ).json().groupDetails[0];
    expect(group).toMatchObject({ isWebEnabled: true, isList: true });
  });

  it("refuses an empty or blank reason with 'Please enter a reason for change' and a 151-character one as too long, changing nothing", async () => {
    const calls: Array<[string, (reason: string) => object]> = [
      ['fan/update/webstatus', (reason) => ({ fanId: '10000001', enableStatus: false, reason })],
      ['group/update/webstatus', (reason) => ({ groupId: 'GRP10001', enableStatus: false, reason })],
      ['fan/token/generate', (updateReason) => ({ fanId: '10000001', updateReason })],
      ['group/token/generate', (updateReason) => ({ groupId: 'GRP10001', updateReason })],
    ];
    const before = await t.app.db.query('select count(*)::int as n from audit_events');
    for (const [path, body] of calls) {
      for (const reason of ['', '   ', 'a'.repeat(151)]) {
        const res = await post(writer, `${OLD}${path}`, body(reason));
        expect(res.statusCode, `${path} ${reason.length}`).toBe(400);
        const message = reason.length > 150 ? SPEC.reasonTooLong : SPEC.reason;
        expect(res.json()).toEqual({ errorId: 'VALIDATION_ERROR', message, status: 400 });
      }
      const missing = await post(
        writer,
        `${OLD}${path}`,
        Object.fromEntries(Object.entries(body('x')).filter(([k]) => !/reason/i.test(k))),
      );
      expect(missing.statusCode).toBe(400);
    }
    expect((await t.app.db.query('select count(*)::int as n from audit_events')).rows).toEqual(before.rows);
    const exactly150 = await post(writer, `${OLD}fan/update/webstatus`, {
      fanId: '10000001',
      enableStatus: true,
      reason: 'a'.repeat(150),
    });
    expect(exactly150.statusCode).toBe(200);
  });

  it('keeps read-only users out of every write (403), recording nothing', async () => {
    const res = await post(reader, `${OLD}fan/update/webstatus`, {
      fanId: '10000001',
      enableStatus: false,
      reason: 'x',
    });
    expect(res.statusCode).toBe(403);
    expect((await auditRows(t.app.db, 'fan', '10000001')).every((r) => r.actor === 'writer')).toBe(true);
  });
});

describe('a group another user deleted', () => {
  it("answers 'This group no longer exists…' on every group call", async () => {
    const gone = 'GRP19999';
    const calls = [
      post(writer, `${OLD}group/token/generate`, { groupId: gone, updateReason: 'x' }),
      post(writer, `${NEW}group/update/webstatus`, { groupId: gone, enableStatus: true, reason: 'x' }),
      post(writer, `${OLD}group/update/view`, { groupId: gone, listView: true }),
      post(writer, `${NEW}group/add/fans`, { groupId: gone, fanIds: ['10000001'] }),
      writer.inject({ method: 'DELETE', url: `${OLD}group/remove/${gone}/fanIds/10000001` }),
      writer.inject({ method: 'DELETE', url: `${NEW}group/remove/${gone}` }),
      reader.inject({ method: 'GET', url: `${OLD}group/download/${gone}?isfantools=true` }),
      reader.inject({ method: 'GET', url: `${NEW}audit/group/${gone}` }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ errorId: 'GROUP_NOT_FOUND', message: SPEC.groupGone, status: 404 });
    }
  });
});

describe('the audit trail', () => {
  it('records who, why and what changed for every write, in the same transaction', async () => {
    await post(writer, `${OLD}fan/update/webstatus`, {
      fanId: '10000004',
      enableStatus: true,
      reason: 'Client asked.',
    });
    await post(writer, `${OLD}fan/token/generate`, { fanId: '10000004', updateReason: 'Rotated.' });
    const rows = await auditRows(t.app.db, 'fan', '10000004');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({
      actor: 'writer',
      action: 'fan.webstatus',
      reason: 'Client asked.',
      changes: {
        onlExpStatus: { from: 'Inactive', to: 'Active' },
        onlExpStatusChangeReason: { from: expect.any(String), to: 'Client asked.' },
      },
    });
    expect(rows[1]).toMatchObject({
      actor: 'writer',
      action: 'fan.token',
      reason: 'Rotated.',
      changes: { tokenTimeStamp: { from: expect.any(String), to: expect.any(String) } },
    });
    expect(JSON.stringify(rows[1])).not.toMatch(/iruToken|[A-Za-z0-9_-]{32}/); // tokens never reach the audit trail

    await post(writer, `${NEW}group/update/webstatus`, {
      groupId: 'GRP10005',
      enableStatus: false,
      reason: 'Season over.',
    });
    await post(writer, `${NEW}group/update/view`, { groupId: 'GRP10005', listView: false });
    await post(writer, `${NEW}group/token/generate`, { groupId: 'GRP10005', updateReason: 'Rotated.' });
    const group = await auditRows(t.app.db, 'group', 'GRP10005');
    expect(group.map((r) => [r.action, r.actor, r.reason])).toEqual([
      ['group.webstatus', 'writer', 'Season over.'],
      ['group.view', 'writer', null],
      ['group.token', 'writer', 'Rotated.'],
    ]);
    expect(group[0]!.changes).toEqual({
      isWebEnabled: { from: true, to: false },
      webStatusReason: { from: null, to: 'Season over.' },
    });
    expect(group[1]!.changes).toEqual({ isList: { from: true, to: false } });
  });

  it('answers the timeline newest first to readers, on both prefixes', async () => {
    for (const prefix of PREFIXES) {
      const res = await reader.inject({ method: 'GET', url: `${prefix}audit/group/GRP10005` });
      expect(res.statusCode).toBe(200);
      const { events } = auditResponseSchema.parse(res.json());
      expect(events.map((e) => e.action)).toEqual(['group.token', 'group.view', 'group.webstatus']);
      expect(events[0]).toMatchObject({
        actor: 'writer',
        actorName: 'Marcus Holloway',
        entityType: 'group',
        entityId: 'GRP10005',
        reason: 'Rotated.',
      });
      expect(Date.parse(events[0]!.at)).toBeGreaterThanOrEqual(Date.parse(events[2]!.at));
      const limited = await reader.inject({ method: 'GET', url: `${prefix}audit/group/GRP10005?limit=1` });
      expect(limited.json().events.map((e: { action: string }) => e.action)).toEqual(['group.token']);
    }
    const fan = await reader.inject({ method: 'GET', url: `${NEW}audit/fan/10000004` });
    expect(fan.json().events.map((e: { action: string }) => e.action)).toEqual(['fan.token', 'fan.webstatus']);
    // a FAN's timeline also holds the group events that added or removed it, recorded under the group
    await post(writer, `${NEW}group/add/fans`, { groupId: 'GRP10005', fanIds: ['10000004'] });
    await writer.inject({ method: 'DELETE', url: `${NEW}group/remove/GRP10005/fanIds/10000004` });
    const withGroups = await reader.inject({ method: 'GET', url: `${NEW}audit/fan/10000004` });
    expect(
      withGroups
        .json()
        .events.map((e: { action: string; entityType: string; entityId: string }) => [
          e.action,
          e.entityType,
          e.entityId,
        ]),
    ).toEqual([
      ['group.removeFan', 'group', 'GRP10005'],
      ['group.addFans', 'group', 'GRP10005'],
      ['fan.token', 'fan', '10000004'],
      ['fan.webstatus', 'fan', '10000004'],
    ]);
    // and the group's own timeline is unchanged in kind: only its events
    const groupEvents = await reader.inject({ method: 'GET', url: `${NEW}audit/group/GRP10005` });
    expect(groupEvents.json().events.every((e: { entityType: string }) => e.entityType === 'group')).toBe(true);
    const quiet = await reader.inject({ method: 'GET', url: `${NEW}audit/fan/00099999` });
    expect(quiet.json()).toEqual({ status: 'success', events: [] });
    const unknown = await reader.inject({ method: 'GET', url: `${NEW}audit/fan/00000000` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorId).toBe('FAN_NOT_FOUND');
  });
});

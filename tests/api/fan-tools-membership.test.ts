import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFansResponseSchema, createGroupResponseSchema } from '@carrier/shared/fan-tools';
import { seedActiveFans, auditRows, LANDING_PATHS, membersInStore, PREFIXES, SPEC } from './support/fan-tools.ts';
import { onPostgres, startTestApp, type Caller, type TestApp } from './support/app.ts';

let t: TestApp;
let reader: Caller;
let writer: Caller;
let otherWriter: Caller; // a second signed-in session, as another writer at another desk
let spare: string[]; // Active FANs of our own, in no group
beforeAll(async () => {
  t = await startTestApp();
  reader = await t.login('reader');
  writer = await t.login('writer');
  otherWriter = await t.login('writer');
  spare = await seedActiveFans(t.app.db, 40, 31000000);
});
afterAll(() => t.close());

const [OLD, NEW] = PREFIXES;
const post = (url: string, payload: object) => writer.inject({ method: 'POST', url, payload });
const del = (url: string) => writer.inject({ method: 'DELETE', url });
const groupCount = async () =>
  (await t.app.db.query<{ n: number }>('select count(*)::int as n from fan_groups')).rows[0]!.n;

async function newGroup(fanIds: string[]): Promise<string> {
  const res = await post(`${OLD}group/create/group`, {
    fanIds: fanIds.join(','),
    isListView: false,
    isWebEnabled: false,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().groupId;
}

describe('creating a group (002 §5: Active FANs only, at least one)', () => {
  it('creates a group with the next GRP id, its members, settings and a working token', async () => {
    const res = await post(`${NEW}group/create/group`, {
      fanIds: [spare[0], spare[1], spare[0]],
      isListView: true,
      isWebEnabled: true,
    });
    expect(res.statusCode).toBe(200);
    const { groupId } = createGroupResponseSchema.parse(res.json());
    expect(groupId).toMatch(/^GRP\d+$/);
    expect(Number(groupId.slice(3))).toBeGreaterThanOrEqual(20001);
    const details = (
      await reader.inject({ method: 'GET', url: `${OLD}group/details/type/groupid/id/${groupId}?isfantools=true` })
    ).json().groupDetails[0];
    expect(details).toMatchObject({
      groupId,
      isList: true,
      isWebEnabled: true,
      fanDetails: [spare[0], spare[1]].sort().map((id) => ({ id, status: 'Active' })),
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `${LANDING_PATHS[0]}?iruToken=${details.token}` })).json().group
        .groupId,
    ).toBe(groupId);
    const second = await newGroup([spare[2]!]);
    expect(Number(second.slice(3))).toBeGreaterThan(Number(groupId.slice(3)));
    expect(await auditRows(t.app.db, 'group', groupId)).toEqual([
      {
        actor: 'writer',
        action: 'group.create',
        reason: null,
        changes: {
          added: [spare[0], spare[1]].sort(),
          isWebEnabled: { from: null, to: true },
          isList: { from: null, to: true },
        },
      },
    ]);
  });

  it("refuses Pending, Expired or unknown FANs with 'One or more FANs entered are not valid', creating nothing", async () => {
    const before = await groupCount();
    for (const fanIds of [[spare[3], '00054321'], ['00099999'], [spare[3], '00000000']]) {
      const res = await post(`${OLD}group/create/group`, { fanIds, isListView: false, isWebEnabled: false });
      expect(res.statusCode, fanIds.join()).toBe(400);
      expect(res.json()).toEqual({ errorId: 'FAN_NOT_ACTIVE', message: SPEC.notValid, status: 400 });
    }
    const malformed = await post(`${OLD}group/create/group`, { fanIds: `${spare[3]},12ab` });
    expect(malformed.json()).toEqual({ errorId: 'VALIDATION_ERROR', message: SPEC.notValid, status: 400 });
    const empty = await post(`${OLD}group/create/group`, { fanIds: ' , ' });
    expect(empty.json()).toEqual({ errorId: 'VALIDATION_ERROR', message: SPEC.notValid, status: 400 });
    const tooMany = await post(`${OLD}group/create/group`, {
      fanIds: Array.from({ length: 51 }, (_, i) => String(20000000 + i)),
    });
    expect(tooMany.json()).toEqual({ errorId: 'VALIDATION_ERROR', message: SPEC.upTo50, status: 400 });
    expect(await groupCount()).toBe(before);
  });
});

describe('adding FANs to a group', () => {
  it('adds Active FANs and reports the ones already in the group without doubling them', async () => {
    const groupId = await newGroup([spare[4]!, spare[5]!]);
    const res = await post(`${NEW}group/add/fans`, {
      groupId,
      fanIds: `${spare[5]},${spare[6]},${spare[7]},${spare[6]}`,
    });
    expect(res.statusCode).toBe(200);
    expect(addFansResponseSchema.parse(res.json())).toEqual({
      status: 'success',
      groupId,
      added: [spare[6], spare[7]].sort(),
      alreadyMembers: [spare[5]],
    });
    expect(await membersInStore(t.app.db, groupId)).toEqual([spare[4], spare[5], spare[6], spare[7]].sort());
    const again = await post(`${OLD}group/add/fans`, { groupId, fanIds: [spare[4]] });
    expect(again.json()).toMatchObject({ added: [], alreadyMembers: [spare[4]] });
    expect((await auditRows(t.app.db, 'group', groupId)).map((r) => [r.action, r.changes])).toEqual([
      ['group.create', expect.anything()],
      ['group.addFans', { added: [spare[6], spare[7]].sort() }],
    ]);
  });

  it('refuses a FAN that is not Active (nothing is added), but a non-Active FAN already in the group is only reported', async () => {
    const res = await post(`${OLD}group/add/fans`, { groupId: 'GRP10004', fanIds: [spare[8], '00054321'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errorId: 'FAN_NOT_ACTIVE', message: SPEC.notValid, status: 400 });
    expect(await membersInStore(t.app.db, 'GRP10004')).not.toContain(spare[8]);
    const member = await post(`${OLD}group/add/fans`, { groupId: 'GRP10001', fanIds: ['00054321'] });
    expect(member.json()).toMatchObject({ added: [], alreadyMembers: ['00054321'] });
    const many = await post(`${OLD}group/add/fans`, {
      groupId: 'GRP10004',
      fanIds: Array.from({ length: 51 }, () => spare[8]),
    });
    expect(many.json()).toEqual({ errorId: 'VALIDATION_ERROR', message: SPEC.upTo50, status: 400 });
  });
});

describe('removing FANs and deleting groups', () => {
  it('removes a FAN, and refuses to remove the last one (409 GROUP_NEEDS_A_FAN)', async () => {
    const groupId = await newGroup([spare[9]!, spare[10]!]);
    const ok = await del(`${NEW}group/remove/${groupId}/fanIds/${spare[9]}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'success' });
    const last = await del(`${OLD}group/remove/${groupId}/fanIds/${spare[10]}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      errorId: 'GROUP_NEEDS_A_FAN',
      message: 'A group needs at least one FAN. Delete the group instead.',
      status: 409,
    });
    const fixture = await del(`${OLD}group/remove/GRP10002/fanIds/10000004`);
    expect(fixture.statusCode).toBe(409);
    expect(await membersInStore(t.app.db, groupId)).toEqual([spare[10]]);
    const notMember = await del(`${OLD}group/remove/GRP10001/fanIds/${spare[10]}`);
    expect(notMember.statusCode).toBe(404);
    expect(notMember.json()).toEqual({
      errorId: 'FAN_NOT_FOUND',
      message: 'One or more FANs could not be found.',
      status: 404,
    });
    expect((await auditRows(t.app.db, 'group', groupId)).map((r) => [r.action, r.changes])).toEqual([
      ['group.create', expect.anything()],
      ['group.removeFan', { removed: [spare[9]] }],
    ]);
  });

  it('deletes a group: later calls say it no longer exists, and its history stays readable', async () => {
    const groupId = await newGroup([spare[11]!, spare[12]!]);
    const res = await del(`${OLD}group/remove/${groupId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success' });
    expect(await membersInStore(t.app.db, groupId)).toEqual([]);
    const again = await del(`${NEW}group/remove/${groupId}`);
    expect(again.json()).toEqual({ errorId: 'GROUP_NOT_FOUND', message: SPEC.groupGone, status: 404 });
    const search = await reader.inject({
      method: 'GET',
      url: `${NEW}group/details/type/groupid/id/${groupId}?isfantools=true`,
    });
    expect(search.json()).toEqual({ errorId: 'GROUP_NOT_FOUND', message: SPEC.noResults, status: 404 });
    const history = await reader.inject({ method: 'GET', url: `${NEW}audit/group/${groupId}` });
    expect(history.json().events.map((e: { action: string; actor: string }) => [e.action, e.actor])).toEqual([
      ['group.delete', 'writer'],
      ['group.create', 'writer'],
    ]);
    expect(history.json().events[0].changes).toEqual({
      group: { from: { isWebEnabled: false, isList: false, fanCount: 2 }, to: null },
    });
  });
});

describe(`two writers at once (${onPostgres ? 'PostgreSQL: real concurrency' : 'PGlite: one connection, serialised'})`, () => {
  it('concurrent adds to one group from two sessions lose nothing and never double a member', async () => {
    const pool = spare.slice(13, 37); // 24 Active FANs
    const groupId = await newGroup([pool[0]!]);
    const batches = Array.from({ length: 8 }, (_, i) => pool.slice(i * 2, i * 2 + 8)); // overlapping sets
    const replies = await Promise.all(
      batches.map((fanIds, i) =>
        (i % 2 === 0 ? writer : otherWriter).inject({
          method: 'POST',
          url: `${i % 2 === 0 ? NEW : OLD}group/add/fans`,
          payload: { groupId, fanIds },
        }),
      ),
    );
    for (const r of replies) expect(r.statusCode, r.body).toBe(200);
    const union = [...new Set([pool[0]!, ...batches.flat()])].sort();
    expect(await membersInStore(t.app.db, groupId)).toEqual(union);
    const added = replies.flatMap((r) => r.json().added as string[]);
    expect(added.sort()).toEqual(union.filter((id) => id !== pool[0]));
    for (const [i, r] of replies.entries()) {
      expect([...r.json().added, ...r.json().alreadyMembers].sort()).toEqual([...new Set(batches[i])].sort());
    }
    const audited = (await auditRows(t.app.db, 'group', groupId)).filter((r) => r.action === 'group.addFans');
    expect(audited.flatMap((r) => (r.changes as { added: string[] }).added).sort()).toEqual(added.sort());
  });

  it('two removals racing for the last two FANs never leave a group empty', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = round % 2 === 0 ? [spare[37]!, spare[38]!] : [spare[38]!, spare[37]!];
      const groupId = await newGroup([a, b]);
      const replies = await Promise.all([
        del(`${OLD}group/remove/${groupId}/fanIds/${a}`),
        del(`${NEW}group/remove/${groupId}/fanIds/${b}`),
      ]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await membersInStore(t.app.db, groupId)).toHaveLength(1);
    }
  });

  it('a deletion racing with an add leaves no members behind', async () => {
    const groupId = await newGroup([spare[13]!, spare[14]!]);
    const [removed, added] = await Promise.all([
      del(`${OLD}group/remove/${groupId}`),
      post(`${NEW}group/add/fans`, { groupId, fanIds: [spare[15], spare[16]] }),
    ]);
    expect(removed.statusCode).toBe(200);
    expect([200, 404]).toContain(added.statusCode);
    expect(await membersInStore(t.app.db, groupId)).toEqual([]);
  });
});

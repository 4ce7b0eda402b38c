import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_RESOURCE_POLICY, type ResourceAction } from '@carrier/shared/access';
import {
  adminGroupRecordSchema,
  adminGroupShowSchema,
  fanProfileSchema,
  type FanProfile,
} from '@carrier/shared/fan-tools';
import { PREFIXES, seedActiveFans, SPEC } from './support/fan-tools.ts';
import { startTestApp, type Caller, type TestApp } from './support/app.ts';
import { upload } from './support/fan-upload.ts';
import { validRow, workbookOf } from '../../fixtures/uploads/corpus.ts';

let t: TestApp;
let reader: Caller;
let writer: Caller;
let spare: string[];
beforeAll(async () => {
  t = await startTestApp();
  reader = await t.login('reader');
  writer = await t.login('writer');
  spare = await seedActiveFans(t.app.db, 4, 32000000);
});
afterAll(() => t.close());

/** ra-data-simple-rest's list call: GET /admin-api/<res>?sort=…&range=…&filter=… (each JSON). */
function list(
  resource: string,
  q: { sort?: unknown; range?: unknown; filter?: unknown } = {},
  caller: Caller = reader,
) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) params.set(k, typeof v === 'string' ? v : JSON.stringify(v));
  return caller.inject({ method: 'GET', url: `/admin-api/${resource}?${params}` });
}
const ids = (res: { json(): unknown }) => (res.json() as Array<{ id: string }>).map((r) => r.id);

describe('the /admin-api routes and ADMIN_RESOURCE_POLICY', () => {
  /** Which route serves each react-admin action under ra-data-simple-rest (export reads the list route). */
  const ROUTE_OF: Record<ResourceAction, [string, string]> = {
    list: ['GET', ''],
    export: ['GET', ''],
    show: ['GET', '/:id'],
    create: ['POST', ''],
    edit: ['PUT', '/:id'],
    delete: ['DELETE', '/:id'],
  };

  it('hold the same resources, actions and access, both ways', () => {
    const routes = t.app.routeTable.filter((r) => r.url.startsWith('/admin-api/') && r.method !== 'HEAD');
    for (const [resource, actions] of Object.entries(ADMIN_RESOURCE_POLICY)) {
      for (const [action, access] of Object.entries(actions)) {
        const [method, suffix] = ROUTE_OF[action as ResourceAction];
        const route = routes.find((r) => r.method === method && r.url === `/admin-api/${resource}${suffix}`);
        expect(route, `${resource} ${action}: ${method} /admin-api/${resource}${suffix}`).toBeDefined();
        expect(route!.access, `${resource} ${action}`).toBe(access);
      }
    }
    for (const route of routes) {
      const [, resource, rest] = /^\/admin-api\/([^/]+)(\/:id)?$/.exec(route.url) ?? [];
      const actions = Object.entries(ROUTE_OF)
        .filter(([, [m, s]]) => m === route.method && s === (rest ?? ''))
        .map(([a]) => a as ResourceAction);
      const declared = actions.filter((a) => ADMIN_RESOURCE_POLICY[resource!]?.[a] !== undefined);
      expect(declared.length, `${route.method} ${route.url} is an action of the table`).toBeGreaterThan(0);
      for (const a of declared)
        expect(route.access, `${route.method} ${route.url} (${a})`).toBe(ADMIN_RESOURCE_POLICY[resource!]![a]);
    }
  });
});

describe('fans', () => {
  it('answers a page with Content-Range and lets the console read that header', async () => {
    const res = await list('fans', { sort: ['id', 'ASC'], range: [0, 24], filter: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(25);
    expect(res.headers['content-range']).toBe('fans 0-24/244');
    expect(res.headers['access-control-expose-headers']).toMatch(/Content-Range/);
    fanProfileSchema.array().parse(res.json());
    const next = await list('fans', { sort: ['id', 'ASC'], range: [25, 49] });
    expect(next.headers['content-range']).toBe('fans 25-49/244');
    expect(ids(next)[0]! > ids(res).at(-1)!).toBe(true);
    const past = await list('fans', { range: [1000, 1024] });
    expect(past.json()).toEqual([]);
    expect(past.headers['content-range']).toBe('fans */244');
  });

  it('sorts by name either way, ignoring case', async () => {
    const asc = (await list('fans', { sort: ['name', 'ASC'], range: [0, 299] })).json() as Array<{ name: string }>;
    const names = asc.map((f) => f.name.toLowerCase());
    // the store's collation decides ties in punctuation; the first letters must run a to z either way
    const initials = names.map((n) => n[0]!);
    expect(initials).toEqual([...initials].sort());
    expect(new Set(initials).size).toBeGreaterThan(5);
    const desc = (await list('fans', { sort: ['name', 'DESC'], range: [0, 0] })).json() as Array<{ name: string }>;
    expect(desc[0]!.name.toLowerCase()).toBe(names.at(-1));
  });

  it('filters by q (id prefix, or name / friendly name in any case), status and group', async () => {
    const byId = await list('fans', { filter: { q: '000' }, range: [0, 99] });
    expect(ids(byId).length).toBeGreaterThan(0);
    expect(ids(byId).every((id) => id.startsWith('000'))).toBe(true);
    const fan = (await reader.inject({ method: 'GET', url: '/admin-api/fans/00012345' })).json();
    const word = fan.friendlyName.split(' ')[0].toUpperCase();
    expect(ids(await list('fans', { filter: { q: word }, range: [0, 99] }))).toContain('00012345');
    const pending = await list('fans', { filter: { status: 'Pending' }, range: [0, 99] });
    expect(pending.headers['content-range']).toBe('fans 0-35/36');
    const members = await list('fans', { filter: { groupId: 'GRP10001' }, sort: ['id', 'ASC'] });
    expect(ids(members)).toEqual(['00012345', '00054321', '10000001', '10000002', '10000003']);
  });

  it('filters by web status (ON is onlExpStatus Active) and by discount type, counting what it keeps', async () => {
    const all = (await list('fans', { range: [0, 999] })).json() as FanProfile[];
    const total = (filter: object) => async () =>
      Number((await list('fans', { filter, range: [0, 0] })).headers['content-range']?.split('/')[1]);
    const on = all.filter((f) => f.onlExpStatus === 'Active');
    expect(on.length).toBeGreaterThan(0);
    expect(on.length).toBeLessThan(all.length);
    expect(await total({ webStatus: 'on' })()).toBe(on.length);
    expect(await total({ webStatus: 'off' })()).toBe(all.length - on.length);
    const offPage = (await list('fans', { filter: { webStatus: 'off' }, range: [0, 99] })).json() as FanProfile[];
    expect(offPage.every((f) => f.onlExpStatus !== 'Active')).toBe(true);

    for (const type of ['SERVICE', 'ACCESSORY'] as const) {
      const holding = all.filter((f) => f.promotions.discounts.some((d) => d.discountType === type));
      expect(holding.length).toBeGreaterThan(0);
      expect(await total({ discountType: type })()).toBe(holding.length);
    }
    const both = all.filter(
      (f) =>
        f.onlExpStatus === 'Active' &&
        f.status === 'Active' &&
        f.promotions.discounts.some((d) => d.discountType === 'SERVICE'),
    );
    const combined = await list('fans', {
      filter: { webStatus: 'on', status: 'Active', discountType: 'SERVICE' },
      sort: ['id', 'ASC'],
      range: [0, 999],
    });
    expect(ids(combined)).toEqual(both.map((f) => f.id).sort());
    for (const filter of [{ webStatus: 'ON' }, { webStatus: true }, { discountType: 'PERCENT' }]) {
      expect((await list('fans', { filter })).statusCode, JSON.stringify(filter)).toBe(400);
    }
  });

  it('answers getMany (filter id as a list) and getOne', async () => {
    const many = await reader.inject({
      method: 'GET',
      url: `/admin-api/fans?filter=${encodeURIComponent(JSON.stringify({ id: ['10000004', '00012345', '00000000'] }))}`,
    });
    expect(ids(many).sort()).toEqual(['00012345', '10000004']);
    const one = await reader.inject({ method: 'GET', url: '/admin-api/fans/00054321' });
    expect(fanProfileSchema.parse(one.json())).toMatchObject({ id: '00054321', status: 'Pending' });
    const none = await reader.inject({ method: 'GET', url: '/admin-api/fans/00000000' });
    expect(none.json()).toEqual({ errorId: 'FAN_NOT_FOUND', message: 'FAN ID not found.', status: 404 });
  });

  it('refuses malformed sort, range or filter with 400 VALIDATION_ERROR', async () => {
    for (const q of [
      { sort: '["name"' },
      { sort: ['name'] },
      { sort: ['password', 'ASC'] },
      { sort: ['name', 'UP'] },
      { range: '[0,' },
      { range: [5, 1] },
      { range: [-1, 4] },
      { range: ['a', 'b'] },
      { filter: '{q:1}' },
      { filter: { nope: 1 } },
      { filter: { q: 42 } },
    ]) {
      const res = await list('fans', q);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json()).toEqual({ errorId: 'VALIDATION_ERROR', message: expect.any(String), status: 400 });
    }
  });
});

describe('groups', () => {
  it('lists groups with their member counts, sorted and filtered', async () => {
    const res = await list('groups', { sort: ['fanCount', 'DESC'], range: [0, 2] });
    expect(res.headers['content-range']).toBe('groups 0-2/6');
    const rows = adminGroupRecordSchema.array().parse(res.json());
    expect(rows.map((g) => [g.id, g.fanCount])).toEqual([
      ['GRP10006', 200],
      ['GRP10005', 40],
      ['GRP10004', 15],
    ]);
    expect(rows[0]!.tokenLink).toContain(rows[0]!.token!);
    expect(ids(await list('groups', { filter: { fanId: '00012345' } }))).toEqual(['GRP10001', 'GRP10003']);
    expect(ids(await list('groups', { filter: { q: 'grp1000', isList: true } }))).toEqual([
      'GRP10002',
      'GRP10003',
      'GRP10005',
    ]);
  });

  it('shows one group with its members', async () => {
    const res = await reader.inject({ method: 'GET', url: '/admin-api/groups/GRP10003' });
    expect(adminGroupShowSchema.parse(res.json())).toMatchObject({
      id: 'GRP10003',
      fanCount: 2,
      fanDetails: [
        { id: '00012345', status: 'Active' },
        { id: '00099999', status: 'Expired' },
      ],
    });
    const gone = await reader.inject({ method: 'GET', url: '/admin-api/groups/GRP99999' });
    expect(gone.json()).toEqual({ errorId: 'GROUP_NOT_FOUND', message: SPEC.groupGone, status: 404 });
  });

  it('creates and deletes groups by the fan tools rules, and writes need write_fpt', async () => {
    const created = await writer.inject({
      method: 'POST',
      url: '/admin-api/groups',
      payload: { fanIds: [spare[0], spare[1]], isWebEnabled: true },
    });
    expect(created.statusCode).toBe(201);
    const group = adminGroupShowSchema.parse(created.json());
    expect(group).toMatchObject({ id: group.groupId, fanCount: 2, isWebEnabled: true, isList: false });
    expect(group.id).toMatch(/^GRP\d{5,}$/);
    const refused = await writer.inject({
      method: 'POST',
      url: '/admin-api/groups',
      payload: { fanIds: ['00054321'] },
    });
    expect(refused.json()).toEqual({ errorId: 'FAN_NOT_ACTIVE', message: SPEC.notValid, status: 400 });
    expect(
      (await reader.inject({ method: 'POST', url: '/admin-api/groups', payload: { fanIds: [spare[2]] } })).statusCode,
    ).toBe(403);
    expect((await reader.inject({ method: 'DELETE', url: `/admin-api/groups/${group.id}` })).statusCode).toBe(403);

    // ra-data-simple-rest sends DELETE with Content-Type text/plain and no body
    const deleted = await writer.inject({
      method: 'DELETE',
      url: `/admin-api/groups/${group.id}`,
      headers: { 'content-type': 'text/plain' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(adminGroupRecordSchema.parse(deleted.json())).toMatchObject({ id: group.id, fanCount: 2 });
    const viaTool = await writer.inject({ method: 'DELETE', url: `${PREFIXES[0]}group/remove/${group.id}` });
    expect(viaTool.json().message).toBe(SPEC.groupGone);

    const audit = await list('audit-events', {
      filter: { entityType: 'group', entityId: group.id },
      sort: ['id', 'DESC'],
    });
    expect(audit.headers['content-range']).toBe('audit-events 0-1/2');
    expect((audit.json() as Array<{ action: string; actor: string }>).map((e) => [e.action, e.actor])).toEqual([
      ['group.delete', 'writer'],
      ['group.create', 'writer'],
    ]);
  });
});

describe('audit-events', () => {
  it('lists newest first by default, filters, and shows one event', async () => {
    await writer.inject({
      method: 'POST',
      url: `${PREFIXES[1]}fan/update/webstatus`,
      payload: { fanId: spare[3], enableStatus: false, reason: 'Checking.' },
    });
    const res = await list('audit-events', { range: [0, 0] });
    const [latest] = res.json() as Array<{ id: number; action: string; entityId: string; reason: string }>;
    expect(latest).toMatchObject({ action: 'fan.webstatus', entityId: spare[3], reason: 'Checking.' });
    const one = await reader.inject({ method: 'GET', url: `/admin-api/audit-events/${latest!.id}` });
    expect(one.json()).toEqual(latest);
    const many = await list('audit-events', { filter: { id: [latest!.id] } });
    expect(many.json()).toEqual([latest]);
    expect((await list('audit-events', { filter: { entityType: 'nope' } })).statusCode).toBe(400);
    expect((await reader.inject({ method: 'GET', url: '/admin-api/audit-events/999999' })).statusCode).toBe(404);
  });

  it('filters by who acted (user ID, or part of the name in any case) and by the time it happened', async () => {
    await writer.inject({
      method: 'POST',
      url: `${PREFIXES[1]}fan/update/webstatus`,
      payload: { fanId: spare[2], enableStatus: false, reason: 'Dated.' },
    });
    const actors = async (filter: object) =>
      new Set(
        ((await list('audit-events', { filter, range: [0, 99] })).json() as Array<{ actor: string }>).map(
          (e) => e.actor,
        ),
      );
    // writer is Marcus Holloway in the fixtures
    expect(await actors({ actor: 'writer' })).toEqual(new Set(['writer']));
    expect(await actors({ actor: 'holloway' })).toEqual(new Set(['writer']));
    expect(await actors({ actor: 'MARCUS H' })).toEqual(new Set(['writer']));
    expect(await actors({ actor: 'Nobody By That Name' })).toEqual(new Set());

    const hour = 3_600_000;
    const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
    const within = (
      await list('audit-events', { filter: { atFrom: iso(-hour), atBefore: iso(hour) }, range: [0, 0] })
    ).json() as Array<{ reason: string; at: string }>;
    expect(within[0]).toMatchObject({ reason: 'Dated.' });
    const later = await list('audit-events', { filter: { atFrom: iso(hour) } });
    expect(later.json()).toEqual([]);
    const earlier = (
      await list('audit-events', { filter: { atBefore: iso(-hour) }, range: [0, 999] })
    ).json() as Array<{
      at: string;
    }>;
    expect(earlier.every((e) => Date.parse(e.at) < Date.now() - hour)).toBe(true);
    // an offset is read as written: the same instant as its UTC spelling
    const at = within[0]!.at;
    const sameInstant = new Date(Date.parse(at) - 5 * hour).toISOString().replace('Z', '-05:00');
    const fromOffset = (
      await list('audit-events', { filter: { atFrom: sameInstant }, range: [0, 99] })
    ).json() as Array<{
      at: string;
    }>;
    expect(fromOffset.length).toBeGreaterThan(0);
    expect(fromOffset.every((e) => Date.parse(e.at) >= Date.parse(at))).toBe(true);
    // any ISO offset is read as the instant it names, even one no store keeps
    const farOffset = new Date(Date.parse(at) + 23 * hour + 59 * 60_000).toISOString().replace('Z', '+23:59');
    const fromFar = await list('audit-events', { filter: { atFrom: farOffset }, range: [0, 99] });
    expect(fromFar.statusCode, fromFar.body).toBe(200);
    expect((fromFar.json() as Array<{ at: string }>).every((e) => Date.parse(e.at) >= Date.parse(at))).toBe(true);
    for (const filter of [
      { atFrom: 'yesterday' },
      { atBefore: '2026-11-28' },
      { atFrom: 1764288000 },
      // outside the years a store holds
      { atFrom: '0000-01-01T00:00:00Z' },
      { atBefore: '9999-12-31T23:59:59-23:59' },
    ]) {
      const res = await list('audit-events', { filter });
      expect(res.statusCode, JSON.stringify(filter)).toBe(400);
      expect(res.json()).toEqual({ errorId: 'VALIDATION_ERROR', message: expect.any(String), status: 400 });
    }
  });

  it("filtering by a FAN also finds its group memberships, recorded under the group with the FAN's id", async () => {
    const [a, b, c] = await seedActiveFans(t.app.db, 3, 33000000);
    const created = await writer.inject({ method: 'POST', url: '/admin-api/groups', payload: { fanIds: [a, b] } });
    const groupId = adminGroupShowSchema.parse(created.json()).groupId;
    const added = await writer.inject({
      method: 'POST',
      url: `${PREFIXES[0]}group/add/fans`,
      payload: { groupId, fanIds: [c] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const removed = await writer.inject({ method: 'DELETE', url: `${PREFIXES[0]}group/remove/${groupId}/fanIds/${a}` });
    expect(removed.statusCode, removed.body).toBe(200);
    await writer.inject({
      method: 'POST',
      url: `${PREFIXES[1]}fan/update/webstatus`,
      payload: { fanId: a, enableStatus: false, reason: 'Left the group.' },
    });
    // events about another group or another FAN stay out
    await writer.inject({ method: 'POST', url: '/admin-api/groups', payload: { fanIds: [b] } });

    type Row = { action: string; entityType: string; entityId: string };
    const about = async (filter: object) => {
      const res = await list('audit-events', { filter, sort: ['id', 'DESC'], range: [0, 49] });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Row[]).map((e) => [e.action, e.entityType, e.entityId]);
    };
    expect(await about({ entityType: 'fan', entityId: a })).toEqual([
      ['fan.webstatus', 'fan', a],
      ['group.removeFan', 'group', groupId],
      ['group.create', 'group', groupId],
    ]);
    expect(await about({ entityType: 'fan', entityId: c })).toEqual([['group.addFans', 'group', groupId]]);
    expect(await about({ entityType: 'fan', entityId: a, action: 'group.removeFan' })).toEqual([
      ['group.removeFan', 'group', groupId],
    ]);
    const res = await list('audit-events', { filter: { entityType: 'fan', entityId: a }, range: [0, 0] });
    expect(res.headers['content-range']).toBe('audit-events 0-0/3');
    // the group's own events are its own: the FAN ids in them do not widen a group filter
    expect(await about({ entityType: 'group', entityId: groupId })).toEqual([
      ['group.removeFan', 'group', groupId],
      ['group.addFans', 'group', groupId],
      ['group.create', 'group', groupId],
    ]);
  });

  it('lists the fan upload events beside the FAN and group ones, and filters by them', async () => {
    const uploader = await t.login('uploader');
    expect((await upload(uploader, await workbookOf([validRow(41)]), { fileName: 'audit.xlsx' })).statusCode).toBe(200);
    const all = await list('audit-events', { range: [0, 49] });
    expect(all.statusCode).toBe(200);
    const uploads = await list('audit-events', { filter: { entityType: 'fan_upload' } });
    expect(uploads.statusCode).toBe(200);
    expect((uploads.json() as Array<{ entityType: string }>).map((e) => e.entityType)).toContain('fan_upload');
    expect((uploads.json() as Array<{ entityType: string }>).every((e) => e.entityType === 'fan_upload')).toBe(true);
  });
});

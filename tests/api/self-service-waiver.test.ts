import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type Caller, type TestApp } from './support/app.ts';
import { C1, C2, WAIVER_URL } from './support/self-service.ts';

let t: TestApp;
let c1: Caller;
let c2: Caller;
beforeAll(async () => {
  t = await startTestApp();
  c1 = await t.login('customer1');
  c2 = await t.login('customer2');
});
afterAll(() => t.close());

const count = async (table: string) =>
  (await t.app.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
const post = (caller: Caller, payload: object) => caller.inject({ method: 'POST', url: WAIVER_URL, payload });

describe('POST waiver/submit (000 §7)', () => {
  it('stores a cancel with its lines and queues the team e-mail before answering accepted', async () => {
    const payload = {
      requestType: 'cancel_service',
      accounts: [
        {
          product: 'MOBILITY',
          productOptions: ['WIRELESS'],
          productKey: C1.mobilityKey,
          action: 'cancel',
          ctn: [C1.active[0]],
        },
      ],
    };
    const res = await post(c1, payload);
    expect(res.statusCode).toBe(200);
    const { accepted, requestId } = res.json();
    expect(accepted).toBe(true);
    const stored = await t.app.db.query<{ request_type: string; accounts: unknown; username: string }>(
      'select w.request_type, w.accounts, u.username from waiver_requests w join users u on u.id = w.user_id where w.id = $1',
      [requestId],
    );
    expect(stored.rows[0]).toMatchObject({
      request_type: 'cancel_service',
      accounts: payload.accounts,
      username: 'customer1',
    });
    const mail = await t.app.db.query<{ subject: string; body: string; sent_at: Date | null }>(
      'select subject, body, sent_at from outbox_messages where source_ref = $1',
      [`waiver_requests/${requestId}`],
    );
    expect(mail.rows[0]!.sent_at).toBeNull();
    expect(mail.rows[0]!.body).toContain(C1.active[0]);
  });

  it('stores resume and default requests for the UVERSE options', async () => {
    for (const [requestType, action] of [
      ['resume_service', 'resume'],
      ['suspend_service', 'suspend'],
      ['default', 'default'],
    ]) {
      const res = await post(c1, {
        requestType,
        accounts: [
          { product: 'UVERSE', productOptions: ['INTERNET', 'TV', 'VOICE'], productKey: C1.uverseKey, action },
        ],
      });
      expect(res.statusCode, requestType).toBe(200);
    }
  });

  it('refuses another customer’s product key or line with 403 and stores nothing', async () => {
    const before = [await count('waiver_requests'), await count('outbox_messages')];
    const theirs = await post(c2, {
      requestType: 'resume_service',
      accounts: [{ product: 'UVERSE', productOptions: ['INTERNET'], productKey: C1.uverseKey, action: 'resume' }],
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json()).toMatchObject({ errorId: 'FORBIDDEN', status: 403 });
    const theirLine = await post(c1, {
      requestType: 'cancel_service',
      accounts: [
        { product: 'MOBILITY', productOptions: [], productKey: C1.mobilityKey, action: 'cancel', ctn: [C2.active[0]] },
      ],
    });
    expect(theirLine.statusCode).toBe(403);
    expect([await count('waiver_requests'), await count('outbox_messages')]).toEqual(before);
  });

  it.each<[string, object, number]>([
    ['no accounts', { requestType: 'cancel_service', accounts: [] }, 400],
    [
      'an unknown request type',
      {
        requestType: 'pause',
        accounts: [{ product: 'UVERSE', productOptions: [], productKey: C1.uverseKey, action: 'resume' }],
      },
      400,
    ],
    [
      'a ctn that is not 10 digits',
      {
        requestType: 'cancel_service',
        accounts: [
          { product: 'MOBILITY', productOptions: [], productKey: C1.mobilityKey, action: 'cancel', ctn: ['214555'] },
        ],
      },
      400,
    ],
    [
      'an action the form type does not take',
      {
        requestType: 'resume_service',
        accounts: [{ product: 'UVERSE', productOptions: [], productKey: C1.uverseKey, action: 'cancel' }],
      },
      400,
    ],
    [
      'an option the service does not have',
      {
        requestType: 'resume_service',
        accounts: [{ product: 'UVERSE', productOptions: ['DTV'], productKey: C1.uverseKey, action: 'resume' }],
      },
      400,
    ],
    // the customer has no MOBILITY service under that key: not theirs
    [
      'a product that is not the key’s',
      {
        requestType: 'resume_service',
        accounts: [{ product: 'MOBILITY', productOptions: [], productKey: C1.uverseKey, action: 'resume' }],
      },
      403,
    ],
  ])('refuses %s in the one error shape and stores nothing', async (_name, payload, status) => {
    const before = await count('waiver_requests');
    const res = await post(c1, payload);
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.status).toBe(status);
    expect(body.errorId).toEqual(status === 403 ? 'FORBIDDEN' : expect.any(String));
    expect(typeof body.message).toBe('string');
    expect(await count('waiver_requests')).toBe(before);
  });

  it("answers an empty selection with 'Please select atleast one service to proceed'", async () => {
    const res = await post(c1, { requestType: 'cancel_service', accounts: [] });
    expect(res.json()).toEqual({
      errorId: 'VALIDATION_ERROR',
      message: 'Please select atleast one service to proceed',
      status: 400,
    });
  });

  it('needs a customer session and its CSRF token', async () => {
    expect((await t.app.inject({ method: 'POST', url: WAIVER_URL, payload: {} })).statusCode).toBe(401);
    const noToken = await c1.inject({
      method: 'POST',
      url: WAIVER_URL,
      payload: {},
      headers: { 'x-csrf-token': 'wrong' },
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().errorId).toBe('CSRF_REJECTED');
  });
});

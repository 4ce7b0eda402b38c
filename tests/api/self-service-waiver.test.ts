import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_PATTERN } from '@carrier/shared/core';
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
const post = (caller: Caller, payload: object, key?: string) =>
  caller.inject({ method: 'POST', url: WAIVER_URL, payload, headers: key ? { 'idempotency-key': key } : {} });
const resume = (productOptions = ['INTERNET']) => ({
  requestType: 'resume_service',
  accounts: [{ product: 'UVERSE', productOptions, productKey: C1.uverseKey, action: 'resume' }],
});
const rowsWithKey = async (key: string) =>
  (
    await t.app.db.query<{ id: string; reference: string }>(
      'select id::text, reference from waiver_requests where idempotency_key = $1',
      [key],
    )
  ).rows;
const mailsOf = async (ids: string[]) =>
  (
    await t.app.db.query<{ subject: string; body: string }>(
      'select subject, body from outbox_messages where source_ref = any($1)',
      [ids.map((id) => `waiver_requests/${id}`)],
    )
  ).rows;

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

describe('waiver references and submission keys', () => {
  it('gives each stored request a reference to read aloud, in the answer and in the team e-mail', async () => {
    const res = await post(c1, resume());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      accepted: true,
      requestId: expect.any(String),
      reference: expect.stringMatching(/^WV-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/),
      alreadyReceived: false,
    });
    expect(body.reference).toMatch(REFERENCE_PATTERN);
    const stored = await t.app.db.query<{ reference: string }>('select reference from waiver_requests where id = $1', [
      body.requestId,
    ]);
    expect(stored.rows[0]!.reference).toBe(body.reference);
    const [mail] = await mailsOf([body.requestId]);
    expect(mail!.subject).toBe(`Waiver request ${body.reference}: resume_service`);
    expect(mail!.body).toContain(`Reference: ${body.reference}`);
  });

  it('without a key (as the specification’s callers send) stores every request, each with its own reference', async () => {
    const [a, b] = [await post(c1, resume()), await post(c1, resume())];
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().reference).not.toBe(b.json().reference);
    expect(a.json().alreadyReceived).toBe(false);
    expect(b.json().alreadyReceived).toBe(false);
  });

  it('stores and e-mails a request sent twice under one key once, answering the first reference again', async () => {
    const key = randomUUID();
    const before = [await count('waiver_requests'), await count('outbox_messages')];
    const first = await post(c1, resume(), key);
    const again = await post(c1, resume(), key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), alreadyReceived: true });
    expect(first.json().alreadyReceived).toBe(false);
    expect(await rowsWithKey(key)).toEqual([{ id: first.json().requestId, reference: first.json().reference }]);
    expect([await count('waiver_requests'), await count('outbox_messages')]).toEqual([before[0]! + 1, before[1]! + 1]);
  });

  it('the same request with its keys in another order is the same request', async () => {
    const key = randomUUID();
    const first = await post(c1, resume(['INTERNET', 'TV']), key);
    const { requestType, accounts } = resume(['INTERNET', 'TV']);
    const reordered = {
      accounts: accounts.map(({ action, productKey, productOptions, product }) => ({
        action,
        productKey,
        productOptions,
        product,
      })),
      requestType,
    };
    const again = await post(c1, reordered, key);
    expect(again.json()).toMatchObject({ reference: first.json().reference, alreadyReceived: true });
  });

  it('two sends of one key at the same moment store one row and one e-mail, and both answer its reference', async () => {
    const key = randomUUID();
    const before = await count('outbox_messages');
    const answers = await Promise.all([post(c1, resume(), key), post(c1, resume(), key)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((r) => r.json());
    expect(a.reference).toBe(b.reference);
    expect([a.alreadyReceived, b.alreadyReceived].sort()).toEqual([false, true]);
    const rows = await rowsWithKey(key);
    expect(rows).toHaveLength(1);
    expect(await mailsOf(rows.map((r) => r.id))).toHaveLength(1);
    expect(await count('outbox_messages')).toBe(before + 1);
  });

  it('answers the key with a different request 409 in the one error shape, and stores nothing', async () => {
    const key = randomUUID();
    await post(c1, resume(), key);
    const before = [await count('waiver_requests'), await count('outbox_messages')];
    const changed = await post(c1, resume(['TV']), key);
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      errorId: 'SUBMISSION_KEY_REUSED',
      message: expect.stringContaining('already used for a different request'),
      status: 409,
    });
    expect([await count('waiver_requests'), await count('outbox_messages')]).toEqual(before);
  });

  it('a key is per customer: another customer’s request under the same key is theirs, with its own reference', async () => {
    const key = randomUUID();
    const mine = await post(c1, resume(), key);
    const theirs = await post(
      c2,
      {
        requestType: 'cancel_service',
        accounts: [
          {
            product: 'MOBILITY',
            productOptions: ['WIRELESS'],
            productKey: C2.mobilityKey,
            action: 'cancel',
            ctn: [C2.active[0]],
          },
        ],
      },
      key,
    );
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toMatchObject({ alreadyReceived: false });
    expect(theirs.json().reference).not.toBe(mine.json().reference);
  });

  it.each([
    ['too long', 'k'.repeat(129)],
    ['too short', 'abc'],
    ['with spaces and symbols', 'not a key!'],
    ['two keys in one header', `${randomUUID()}, ${randomUUID()}`],
  ])('refuses a key %s with 400 naming the header, and stores nothing', async (_name, key) => {
    const before = await count('waiver_requests');
    const res = await post(c1, resume(), key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errorId: 'VALIDATION_ERROR',
      message: expect.stringContaining('Idempotency-Key header must be 8 to 128'),
      status: 400,
    });
    expect(await count('waiver_requests')).toBe(before);
  });

  it('takes a key sent as a quoted structured string as the same key', async () => {
    const key = randomUUID();
    const first = await post(c1, resume(), key);
    const again = await post(c1, resume(), `"${key}"`);
    expect(again.json()).toMatchObject({ reference: first.json().reference, alreadyReceived: true });
  });
});

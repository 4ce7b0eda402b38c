import { describe, expect, it } from 'vitest';
import { freshDatabaseUrl, onPostgres, startTestApp } from './support/app.ts';
import { cancelFields, MILITARY_URL, militaryBody, PDF } from './support/self-service.ts';
import { attachmentsOf, TestSmtpServer } from './support/smtp-server.ts';
import { enrollmentPaths } from '@carrier/shared/discount-program';
import * as corpus from '../../gateway/src/files/upload-corpus.ts';
import { docUploadBody, docUploadVerification, freshAddress } from './support/verification.ts';
// the app's outbox decoration, for type-checking
import type {} from '../../gateway/src/outbox/plugin.ts';

// Two gateways on one PostgreSQL behave as one: sessions and sign-in counters live in the store.
describe('two gateways on one PostgreSQL', () => {
  if (!onPostgres) throw new Error('this suite runs against a PostgreSQL server: set TEST_DATABASE_URL');
  it('share sessions, sign-in counters and known devices', async () => {
    const databaseUrl = (await freshDatabaseUrl())!;
    // no slowing down: the counters, not the delays, are what the two share
    const a = await startTestApp({ LOGIN_SLOW_AFTER: '100' }, { databaseUrl });
    const b = await startTestApp({ LOGIN_SLOW_AFTER: '100' }, { databaseUrl });
    try {
      const reader = await a.login('reader');
      const me = await b.app.inject({ method: 'GET', url: '/auth/me', headers: { cookie: reader.cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json().username).toBe('reader');
      const out = await b.app.inject({
        method: 'POST',
        url: '/auth/logout',
        headers: { cookie: reader.cookie, 'x-csrf-token': reader.csrfToken },
      });
      expect(out.statusCode).toBe(204);
      expect(
        (await a.app.inject({ method: 'GET', url: '/auth/me', headers: { cookie: reader.cookie } })).statusCode,
      ).toBe(401);

      // the owner's browser, known to the account from an earlier sign-in on one gateway
      const owner = await a.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: '192.0.2.10',
        payload: { username: 'writer', password: 'Signature-2026!' },
      });
      const device = [owner.headers['set-cookie']]
        .flat()
        .find((c) => String(c).startsWith('known_device='))!
        .split(';')[0]!;
      // a stranger's failures from one address, spread over both gateways, lock that address out of the account
      for (let i = 0; i < 5; i++) {
        const gw = i % 2 === 0 ? a : b;
        await gw.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { username: 'writer', password: `wrong-${i}` },
        });
      }
      const locked = await a.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: 'writer', password: 'Signature-2026!' },
      });
      expect(locked.statusCode).toBe(429);
      // but not the owner: from another address, on either gateway, and from the known device even there
      const elsewhere = await b.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: '192.0.2.11',
        payload: { username: 'writer', password: 'Signature-2026!' },
      });
      expect(elsewhere.statusCode).toBe(200);
      const known = await b.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { cookie: device },
        payload: { username: 'writer', password: 'Signature-2026!' },
      });
      expect(known.statusCode).toBe(200);

      // per address too: failures for many accounts from one address, spread over both gateways
      for (let i = 0; i < 20; i++) {
        const gw = i % 2 === 0 ? a : b;
        const res = await gw.app.inject({
          method: 'POST',
          url: '/auth/login',
          remoteAddress: '198.51.100.9',
          payload: { username: `sprayed-${i}`, password: 'wrong-password' },
        });
        expect(res.statusCode).toBe(401);
      }
      const fromThere = await b.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: '198.51.100.9',
        payload: { username: 'reader', password: 'Signature-2026!' },
      });
      expect(fromThere.statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('store a request sent to both at once under one submission key once, and both answer its reference', async () => {
    const databaseUrl = (await freshDatabaseUrl())!;
    const a = await startTestApp({}, { databaseUrl });
    const b = await startTestApp({}, { databaseUrl });
    try {
      const customer = await a.login('customer1');
      const payload = {
        requestType: 'resume_service',
        accounts: [
          { product: 'UVERSE', productOptions: ['INTERNET'], productKey: 'UV-131000720044', action: 'resume' },
        ],
      };
      const send = (gw: typeof a) =>
        gw.app.inject({
          method: 'POST',
          url: '/msapi/microsites-orch-nodems/v1/waiver/submit',
          payload,
          headers: {
            cookie: customer.cookie,
            'x-csrf-token': customer.csrfToken,
            'idempotency-key': 'two-gateways-key-0001',
          },
        });
      const answers = (await Promise.all([send(a), send(b), send(a), send(b)])).map((r) => r.json());
      expect(new Set(answers.map((x) => x.reference)).size).toBe(1);
      expect(answers.filter((x) => x.alreadyReceived === false)).toHaveLength(1);
      const counts = await a.app.db.query<{ requests: number; mails: number }>(
        `select (select count(*)::int from waiver_requests where idempotency_key = 'two-gateways-key-0001') as requests,
                (select count(*)::int from outbox_messages where topic = 'waiver') as mails`,
      );
      expect(counts.rows[0]).toEqual({ requests: 1, mails: 1 });
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("send from one the deployment orders the other received: files live in the store, not on a gateway's disk", async () => {
    const databaseUrl = (await freshDatabaseUrl())!;
    const smtp = new TestSmtpServer();
    smtp.refuse = false;
    const port = await smtp.listen();
    // A receives and has no mail server; B sends; each has its own DATA_DIR
    const a = await startTestApp({ OUTBOX_POLL_MS: '0' }, { databaseUrl });
    const b = await startTestApp({ OUTBOX_POLL_MS: '0', SMTP_URL: `smtp://127.0.0.1:${port}` }, { databaseUrl });
    try {
      expect(a.dataDir).not.toBe(b.dataDir);
      const customer = await a.login('customer1');
      const bytes = Buffer.concat([
        PDF,
        Buffer.from(Array.from({ length: 2000 }, (_, i) => i % 256)),
        Buffer.from('\n%%EOF\n'),
      ]);
      const res = await customer.inject({
        method: 'POST',
        url: MILITARY_URL,
        ...militaryBody(cancelFields(), { fileName: 'my orders.pdf', bytes, type: 'application/pdf' }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const { reference } = res.json();

      expect(await b.app.outbox.runOnce()).toEqual({ sent: 1, failed: 0 });
      const [attachment, ...more] = attachmentsOf(smtp.received.at(-1)!.data);
      expect(more).toEqual([]);
      expect(attachment!.headers).toContain(`filename=deployment-orders-${reference}.pdf`);
      expect(attachment!.headers).toMatch(/^Content-Type: application\/pdf;/im);
      expect(attachment!.bytes.equals(bytes)).toBe(true);
      expect(await a.app.outbox.runOnce()).toEqual({ sent: 0, failed: 0 });
    } finally {
      await a.close();
      await b.close();
      await smtp.close();
    }
  });
  it('serve from one the verification documents the other received, to a reviewer signed in on either', async () => {
    const databaseUrl = (await freshDatabaseUrl())!;
    const a = await startTestApp({ VERIFICATION_ATTEMPTS_PER_DAY: '1000' }, { databaseUrl });
    const b = await startTestApp({ VERIFICATION_ATTEMPTS_PER_DAY: '1000' }, { databaseUrl });
    try {
      expect(a.dataDir).not.toBe(b.dataDir);
      const [id] = await docUploadVerification(a.app, 'two-gateways@mail.example');
      const png = corpus.png();
      const uploaded = await a.app.inject({
        method: 'POST',
        url: enrollmentPaths.docUpload(),
        remoteAddress: freshAddress(),
        ...docUploadBody({ verificationId: id! }, [{ fileName: 'id-card.png', bytes: png }]),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);

      const reviewer = await b.login('reviewer');
      const detail = await reviewer.inject({ method: 'GET', url: `/admin-api/document-reviews/${id}` });
      expect(detail.statusCode).toBe(200);
      const [doc] = detail.json().documents as Array<{ id: number }>;
      const served = await reviewer.inject({ method: 'GET', url: `/admin-api/review-documents/${doc!.id}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(png)).toBe(true);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

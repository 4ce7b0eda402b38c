import { waitingMessages } from '../../gateway/src/outbox/store.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { attachmentsOf, TestSmtpServer, textOf } from './support/smtp-server.ts';
// the app's outbox decoration, for type-checking
import type {} from '../../gateway/src/outbox/plugin.ts';
import { cancelFields, MILITARY_URL, militaryBody, PDF, restoreFields } from './support/self-service.ts';

const smtp = new TestSmtpServer();
let t: TestApp;
beforeAll(async () => {
  const port = await smtp.listen();
  t = await startTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    OUTBOX_POLL_MS: '0',
    SELF_SERVICE_TEAM_EMAIL: 'military-team@carrier.example',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const message = async (requestId: string) =>
  (
    await t.app.db.query<{ attempts: number; last_error: string | null; sent_at: Date | null; due_in: number }>(
      `select attempts, last_error, sent_at, extract(epoch from next_attempt_at - now())::int as due_in
       from outbox_messages where source_ref = $1`,
      [`military_requests/${requestId}`],
    )
  ).rows[0]!;

describe('team e-mail through the outbox (never lost)', () => {
  it('a submit survives a failing mail server: the request is stored, the e-mail stays queued and is retried until sent', async () => {
    const customer = await t.login('customer1');
    const res = await customer.inject({ method: 'POST', url: MILITARY_URL, ...militaryBody(restoreFields()) });
    expect(res.statusCode, res.body).toBe(200);
    const { requestId, reference } = res.json();
    expect((await t.app.db.query('select 1 from military_requests where id = $1', [requestId])).rows).toHaveLength(1);

    // the server refuses: the message stays, counted and with the error, due again after a backoff
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, failed: 1 });
    let m = await message(requestId);
    expect(m).toMatchObject({ attempts: 1, sent_at: null });
    expect(m.last_error).toContain('451');
    expect(m.due_in).toBeGreaterThanOrEqual(25);
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, failed: 0 }); // not due yet

    // the backoff doubles
    await t.app.db.query('update outbox_messages set next_attempt_at = now() where sent_at is null');
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, failed: 1 });
    m = await message(requestId);
    expect(m.attempts).toBe(2);
    expect(m.due_in).toBeGreaterThanOrEqual(55);

    // the server recovers; once due, the message goes out to the team
    smtp.refuse = false;
    await t.app.db.query('update outbox_messages set next_attempt_at = now() where sent_at is null');
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 1, failed: 0 });
    m = await message(requestId);
    expect(m.sent_at).not.toBeNull();
    expect(m.attempts).toBe(3);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toBe('military-team@carrier.example');
    expect(mail.data).toContain('Subject: Military request: restore lines');
    expect(textOf(mail.data)).toContain(`Military restore request ${reference}`);
    expect(attachmentsOf(mail.data)).toEqual([]); // a restore has no deployment orders
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, failed: 0 }); // sent once only
  });

  it("a cancel's e-mail carries the deployment orders, read from the store when sent, under our name; never sent without them", async () => {
    smtp.refuse = false;
    // a PDF long enough for its base64 to span several lines, with bytes of every value
    const bytes = Buffer.concat([
      PDF,
      Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 37) % 256)),
      Buffer.from('\n%%EOF\n'),
    ]);
    const customer = await t.login('customer1');
    const res = await customer.inject({
      method: 'POST',
      url: MILITARY_URL,
      // the customer's name and declared type are not what the team receives
      ...militaryBody(cancelFields(), { fileName: 'orders.html', bytes, type: 'text/html' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { requestId, reference } = res.json();
    const fileName = `deployment-orders-${reference}.pdf`;
    const { stored_name: storedName } = (
      await t.app.db.query<{ stored_name: string }>(
        'select stored_name from military_request_files where request_id = $1',
        [requestId],
      )
    ).rows[0]!;

    // the stored file has gone missing: the attempt fails, says why, and the message waits to be retried
    await t.app.db.query(`update stored_files set stored_name = stored_name || 'x' where stored_name = $1`, [
      storedName,
    ]);
    const before = smtp.received.length;
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, failed: 1 });
    let m = await message(requestId);
    expect(m).toMatchObject({ attempts: 1, sent_at: null });
    expect(m.last_error).toBe(`attachment "${fileName}" (stored as ${storedName}) is missing from the files store`);
    expect(m.due_in).toBeGreaterThanOrEqual(25);
    expect(smtp.received.length).toBe(before);

    // the file is back: the retry sends the e-mail with the file attached, as it was uploaded
    await t.app.db.query('update stored_files set stored_name = $1 where stored_name = $2', [
      storedName,
      `${storedName}x`,
    ]);
    await t.app.db.query('update outbox_messages set next_attempt_at = now() where sent_at is null');
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 1, failed: 0 });
    m = await message(requestId);
    expect(m).toMatchObject({ attempts: 2, last_error: null });
    expect(m.sent_at).not.toBeNull();
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toBe('military-team@carrier.example');
    expect(mail.data).toContain('Subject: Military request: hold and terminate lines');
    expect(textOf(mail.data)).toContain(`Military cancel request ${reference}`);
    expect(textOf(mail.data)).toContain(`Reference: ${reference}`);
    expect(textOf(mail.data)).toContain(`Deployment orders (attached): ${fileName} (PDF, ${bytes.length} bytes`);
    expect(textOf(mail.data)).not.toContain('orders.html');
    const attachments = attachmentsOf(mail.data);
    expect(attachments).toHaveLength(1);
    expect(attachments[0]!.headers).toMatch(new RegExp(`^Content-Type: application/pdf; name=${fileName}$`, 'im'));
    expect(attachments[0]!.headers).toMatch(
      new RegExp(`^Content-Disposition: attachment; filename=${fileName}$`, 'im'),
    );
    expect(attachments[0]!.bytes.equals(bytes)).toBe(true);
    // the base64 of the bytes is in the MIME data itself
    expect(mail.data.replace(/\n/g, '')).toContain(bytes.toString('base64'));
  });

  it('plain text goes out as text/plain under .txt; markup declared as plain text is refused and nothing is e-mailed', async () => {
    smtp.refuse = false;
    const customer = await t.login('customer1');
    const text = Buffer.from('Orders: report to Fort Example on 2026-03-01.\n');
    const res = await customer.inject({
      method: 'POST',
      url: MILITARY_URL,
      ...militaryBody(cancelFields(), { fileName: 'orders.bat', bytes: text, type: 'application/x-msdos-program' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { reference } = res.json();
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 1, failed: 0 });
    const [attachment] = attachmentsOf(smtp.received.at(-1)!.data);
    expect(attachment!.headers).toMatch(
      /^Content-Type: text\/plain; charset=utf-8; name=deployment-orders-MR-[\w-]+\.txt$/im,
    );
    expect(attachment!.headers).toContain(`filename=deployment-orders-${reference}.txt`);
    expect(attachment!.bytes.equals(text)).toBe(true);

    const sent = smtp.received.length;
    for (const [fileName, body] of [
      ['orders.txt', '<!DOCTYPE html><html><body onload="alert(1)">Orders</body></html>'],
      ['orders.txt', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['orders.txt', '@echo off\r\nstart https://evil.example/\r\n'],
    ] as const) {
      const refused = await customer.inject({
        method: 'POST',
        url: MILITARY_URL,
        ...militaryBody(cancelFields(), { fileName, bytes: Buffer.from(body), type: 'text/plain' }),
      });
      expect(refused.json()).toMatchObject({ errorId: 'UPLOAD_TYPE', status: 415 });
    }
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received.length).toBe(sent);
  });

  it('a stored file that changed after the upload is not sent in its place', async () => {
    smtp.refuse = false;
    const customer = await t.login('customer1');
    const res = await customer.inject({
      method: 'POST',
      url: MILITARY_URL,
      ...militaryBody(cancelFields(), { fileName: 'orders.pdf', bytes: PDF, type: 'application/pdf' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { requestId } = res.json();
    await t.app.db.query(`update military_request_files set sha256 = repeat('0', 64) where request_id = $1`, [
      requestId,
    ]);
    const before = smtp.received.length;
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, failed: 1 });
    const m = await message(requestId);
    expect(m.sent_at).toBeNull();
    expect(m.last_error).toMatch(
      /^attachment "deployment-orders-MR-[\w-]+\.pdf" \(stored as [\w-]+\) is not the file that was stored/,
    );
    expect(smtp.received.length).toBe(before);
  });

  it('a request sent twice under one submission key is e-mailed once, with the reference the customer was shown', async () => {
    smtp.refuse = false;
    const customer = await t.login('customer1');
    const send = () => {
      const body = militaryBody(cancelFields(), { fileName: 'orders.pdf', bytes: PDF, type: 'application/pdf' });
      return customer.inject({
        method: 'POST',
        url: MILITARY_URL,
        payload: body.payload,
        headers: { ...body.headers, 'idempotency-key': 'military-cancel-0001' },
      });
    };
    const files = async () =>
      (await t.app.db.query<{ n: number }>('select count(*)::int as n from military_request_files')).rows[0]!.n;
    const filesBefore = await files();
    const first = await send();
    const again = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual({ ...first.json(), alreadyReceived: true });
    expect(await files()).toBe(filesBefore + 1);
    const before = smtp.received.length;
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received.length).toBe(before + 1);
    const text = textOf(smtp.received.at(-1)!.data);
    expect(text).toContain(`Military cancel request ${first.json().reference}`);
    expect(text).toContain(`Reference: ${first.json().reference}`);
  });

  it('without SMTP_URL the e-mail stays in the outbox for operators', async () => {
    const plain = await startTestApp({ OUTBOX_POLL_MS: '0' });
    try {
      const customer = await plain.login('customer1');
      const res = await customer.inject({ method: 'POST', url: MILITARY_URL, ...militaryBody(restoreFields()) });
      expect(res.statusCode).toBe(200);
      expect(await plain.app.outbox.runOnce()).toEqual({ sent: 0, failed: 0 });
      const waiting = await waitingMessages(plain.app.db);
      expect(waiting).toHaveLength(1);
      expect(waiting[0]).toMatchObject({
        topic: expect.stringMatching(/military/i),
        subject: 'Military request: restore lines',
        attempts: 0,
        lastError: null,
      });
    } finally {
      await plain.close();
    }
  });
});

import { rename } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { uploadsDir } from '../../gateway/src/files/file-store.ts';
import { waitingMessages } from '../../gateway/src/outbox/store.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
// the app's outbox decoration, for type-checking
import type {} from '../../gateway/src/outbox/plugin.ts';
import { cancelFields, MILITARY_URL, militaryBody, PDF, restoreFields } from './support/self-service.ts';

/**
 * A small SMTP server on loopback: it answers the protocol for real, refusing every message with 451 while `refuse`
 * is set, and records what it accepts.
 */
class TestSmtpServer {
  refuse = true;
  readonly received: Array<{ from: string; to: string; data: string }> = [];
  private server = net.createServer((socket) => this.session(socket));

  listen(): Promise<number> {
    return new Promise((resolve) =>
      this.server.listen(0, '127.0.0.1', () => resolve((this.server.address() as net.AddressInfo).port)),
    );
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private session(socket: net.Socket) {
    let buffer = '';
    let inData = false;
    let data = '';
    const envelope = { from: '', to: '' };
    socket.write('220 test.example ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            if (this.refuse) socket.write('451 4.3.0 Try again later\r\n');
            else {
              this.received.push({ ...envelope, data });
              socket.write('250 2.0.0 Queued\r\n');
            }
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-test.example\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          envelope.from = line.slice(10).replace(/[<>]/g, '');
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          envelope.to = line.slice(8).replace(/[<>]/g, '');
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          data = '';
          socket.write('354 End with .\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else socket.write('502 Not implemented\r\n');
      }
    });
    socket.on('error', () => undefined);
  }
}

/** A received message's text as a reader sees it: quoted-printable soft line breaks joined, =XX decoded. */
function textOf(data: string): string {
  return data
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The attachments of a received MIME message, decoded from their parts (name, type and bytes). */
function attachmentsOf(data: string): Array<{ headers: string; bytes: Buffer }> {
  const boundary = /boundary="?([^";\n]+)"?/.exec(data)?.[1];
  if (!boundary) return [];
  return data
    .split(`--${boundary}`)
    .map((part) => {
      const split = part.indexOf('\n\n');
      return { headers: part.slice(0, split), body: part.slice(split + 2) };
    })
    .filter((p) => /^Content-Disposition: attachment/im.test(p.headers))
    .map((p) => {
      expect(p.headers).toMatch(/^Content-Transfer-Encoding: base64$/im);
      return { headers: p.headers, bytes: Buffer.from(p.body.replace(/\s+/g, ''), 'base64') };
    });
}

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

  it("a cancel's e-mail carries the deployment orders, read from the files store when sent; never sent without them", async () => {
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
      ...militaryBody(cancelFields(), { fileName: 'deployment-orders-2026.pdf', bytes, type: 'application/pdf' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { requestId, reference } = res.json();
    const { stored_name: storedName } = (
      await t.app.db.query<{ stored_name: string }>(
        'select stored_name from military_request_files where request_id = $1',
        [requestId],
      )
    ).rows[0]!;
    const storedPath = path.join(uploadsDir(t.dataDir, 'military-orders'), storedName);

    // the stored file has gone missing: the attempt fails, says why, and the message waits to be retried
    await rename(storedPath, `${storedPath}.away`);
    const before = smtp.received.length;
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, failed: 1 });
    let m = await message(requestId);
    expect(m).toMatchObject({ attempts: 1, sent_at: null });
    expect(m.last_error).toBe(
      `attachment "deployment-orders-2026.pdf" (stored as ${storedName}) is missing from the files store`,
    );
    expect(m.due_in).toBeGreaterThanOrEqual(25);
    expect(smtp.received.length).toBe(before);

    // the file is back: the retry sends the e-mail with the file attached, as it was uploaded
    await rename(`${storedPath}.away`, storedPath);
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
    expect(textOf(mail.data)).toContain('Deployment orders (attached): deployment-orders-2026.pdf');
    const attachments = attachmentsOf(mail.data);
    expect(attachments).toHaveLength(1);
    expect(attachments[0]!.headers).toMatch(/^Content-Type: application\/pdf; name=deployment-orders-2026\.pdf$/im);
    expect(attachments[0]!.headers).toMatch(
      /^Content-Disposition: attachment; filename=deployment-orders-2026\.pdf$/im,
    );
    expect(attachments[0]!.bytes.equals(bytes)).toBe(true);
    // the base64 of the bytes is in the MIME data itself
    expect(mail.data.replace(/\n/g, '')).toContain(bytes.toString('base64'));
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
    expect(m.last_error).toMatch(/^attachment "orders\.pdf" \(stored as [\w-]+\) is not the file that was stored/);
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

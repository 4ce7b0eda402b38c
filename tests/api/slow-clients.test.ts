import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAN_UPLOAD_PREFIXES, fanUploadReportSchema } from '@carrier/shared/fan-upload';
import { validRow, workbookOf } from '../../fixtures/uploads/corpus.ts';
import type { Caller } from './support/app.ts';
import { multipart, startUploadTestApp } from './support/fan-upload.ts';
import { MILITARY_URL } from './support/self-service.ts';
import { enrollmentPaths } from '@carrier/shared/discount-program';
import * as corpus from '../../gateway/src/files/upload-corpus.ts';
import { CONCURRENT_DOCUMENT_UPLOADS } from '../../gateway/src/plugins/upload-gates.ts';
import { docUploadBody, docUploadVerification } from './support/verification.ts';
import { openScratchFiles } from '../../gateway/src/files/test-support.ts';

/**
 * Slow clients cannot starve others: over real sockets against a listening gateway, two clients trickle their
 * upload bodies (one stalls after its first bytes, one sends a byte every 100 ms) while a normal upload goes through;
 * the tricklers are cut after the idle window with a 408 in the one error shape and their connections closed, and
 * the upload places are free for two normal uploads at once; document uploads likewise, and an upload route gets its
 * longer request time. The bounds are short here, through the configuration.
 */
const IDLE_MS = 1_000;
const UPLOAD_PATH = `${FAN_UPLOAD_PREFIXES.onPremises}uploadfandetails?dryRun=true`;
const TIMEOUT_BODY = {
  errorId: 'REQUEST_TIMEOUT',
  message: 'The request took too long to arrive. Check your connection and try again.',
  status: 408,
};

let t: Awaited<ReturnType<typeof startUploadTestApp>>;
let port: number;
let uploader: Caller;
let workbook: Buffer;

beforeAll(async () => {
  t = await startUploadTestApp({
    BODY_IDLE_TIMEOUT_MS: String(IDLE_MS),
    BODY_MIN_BYTES_PER_SECOND: '1024',
    REQUEST_TIMEOUT_MS: '4000',
    UPLOAD_REQUEST_TIMEOUT_MS: '8000',
    // one person verified again for each document upload here
    VERIFICATION_ATTEMPTS_PER_DAY: '1000',
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
  uploader = await t.login('uploader');
  workbook = await workbookOf([validRow(1), validRow(2)]);
});
afterAll(() => t.close());

interface Trickle {
  /** Everything the gateway wrote back, once it closed the connection. */
  closed: Promise<{ response: string; afterMs: number }>;
  stop(): void;
}

/**
 * Opens a connection and sends a request's head and the first bytes of its body (`first` of them), then either stalls
 * or sends one more byte every `everyMs`, never finishing.
 */
function trickle(head: string, body: Buffer, everyMs: number | null, first = 64): Trickle {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  let timer: NodeJS.Timeout | null = null;
  const started = Date.now();
  socket.on('data', (c) => chunks.push(c));
  socket.on('connect', () => {
    socket.write(head);
    let sent = Math.min(first, body.length);
    socket.write(body.subarray(0, sent));
    if (everyMs !== null)
      timer = setInterval(() => {
        if (sent < body.length - 1 && !socket.destroyed) socket.write(body.subarray(sent, ++sent));
      }, everyMs);
  });
  const closed = new Promise<{ response: string; afterMs: number }>((resolve) => {
    socket.on('close', () => {
      if (timer) clearInterval(timer);
      resolve({ response: Buffer.concat(chunks).toString('latin1'), afterMs: Date.now() - started });
    });
    socket.on('error', () => {
      // the gateway closing mid-write is the point; 'close' follows
    });
  });
  return { closed, stop: () => socket.destroy() };
}

function uploadHead(contentType: string, length: number, path = UPLOAD_PATH): string {
  return (
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${uploader.cookie}\r\n` +
    `x-csrf-token: ${uploader.csrfToken}\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\n\r\n`
  );
}

function trickleUpload(everyMs: number | null, first?: number): Trickle {
  const body = multipart([{ name: 'file', fileName: 'slow.xlsx', bytes: workbook }]);
  return trickle(uploadHead(body.headers['content-type']!, body.payload.length), body.payload, everyMs, first);
}

async function normalUpload(): Promise<Response> {
  const body = multipart([{ name: 'file', fileName: 'fans.xlsx', bytes: workbook }]);
  return fetch(`http://127.0.0.1:${port}${UPLOAD_PATH}`, {
    method: 'POST',
    headers: { ...body.headers, cookie: uploader.cookie, 'x-csrf-token': uploader.csrfToken },
    body: new Uint8Array(body.payload),
  });
}

/**
 * Sends `head`, then `body` 2 KiB every 200 ms (10 KiB/s, above the minimum rate), holding back its last `holdBack`
 * bytes; resolves with what came back and when: once a whole response has arrived, or the connection closed.
 */
async function steadily(head: string, body: Buffer, holdBack = 0): Promise<{ response: string; afterMs: number }> {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('error', () => {});
  let sent = 0;
  socket.write(head);
  const started = Date.now();
  const timer = setInterval(() => {
    if (sent < body.length - holdBack && !socket.destroyed)
      socket.write(body.subarray(sent, (sent = Math.min(sent + 2048, body.length - holdBack))));
  }, 200);
  await new Promise<void>((resolve) => {
    socket.on('data', (c) => {
      chunks.push(c);
      // a whole response: its head, and as much body as its Content-Length says
      const raw = Buffer.concat(chunks).toString('latin1');
      const end = raw.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(raw.slice(0, end))?.[1] ?? 0);
      if (end >= 0 && raw.length - end - 4 >= length) resolve();
    });
    socket.on('close', () => resolve());
  });
  clearInterval(timer);
  const afterMs = Date.now() - started;
  socket.destroy();
  return { response: Buffer.concat(chunks).toString('latin1'), afterMs };
}

function parseResponse(raw: string): { status: number; headers: string; body: unknown } {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const text = rest.join('\r\n\r\n');
  return { status, headers: head.toLowerCase(), body: text ? JSON.parse(text) : null };
}

describe('slow clients (real sockets)', () => {
  it('two trickled uploads neither block a normal upload nor keep their connections', async () => {
    const stalled = trickleUpload(null);
    const dripping = trickleUpload(100);
    try {
      // While both trickle, an ordinary upload goes through: they hold no upload place.
      await new Promise((r) => setTimeout(r, 300));
      const res = await normalUpload();
      expect(res.status).toBe(200);
      expect(fanUploadReportSchema.parse(await res.json())).toMatchObject({ status: 'success', rowCount: 2 });

      const [a, b] = await Promise.all([stalled.closed, dripping.closed]);
      for (const cut of [a, b]) {
        // cut after the idle window (checked four times a window), well before the upload's request time
        expect(cut.afterMs).toBeGreaterThanOrEqual(IDLE_MS);
        expect(cut.afterMs).toBeLessThan(IDLE_MS * 3);
        const answer = parseResponse(cut.response);
        expect(answer.status).toBe(408);
        expect(answer.body).toEqual(TIMEOUT_BODY);
        expect(answer.headers).toContain('connection: close');
        expect(answer.headers).toContain('content-type: application/json');
        expect(answer.headers).toContain('x-request-id:');
      }
    } finally {
      stalled.stop();
      dripping.stop();
    }
    // The places are free: two uploads at once both succeed (a third would find both taken).
    const both = await Promise.all([normalUpload(), normalUpload()]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
  });

  it('an upload that stalls halfway through its file is cut, and what had arrived of it is let go of', async () => {
    const half = Math.floor(workbook.length / 2);
    const stalled = trickleUpload(null, 400 + half);
    try {
      // the file's first half is in a scratch file (unlinked: only its descriptor shows it)
      await vi.waitFor(() => expect(openScratchFiles('upload')).toHaveLength(1), { timeout: IDLE_MS / 2 });
      const cut = await stalled.closed;
      expect(cut.afterMs).toBeGreaterThanOrEqual(IDLE_MS);
      expect(parseResponse(cut.response)).toMatchObject({ status: 408, body: TIMEOUT_BODY });
    } finally {
      stalled.stop();
    }
    await vi.waitFor(() => expect(openScratchFiles('upload')).toEqual([]), { timeout: 2_000 });
  });

  it('a trickled military orders upload (a customer route) is cut the same way', async () => {
    const customer = await t.login('customer1');
    const body = multipart([
      { name: 'formType', value: 'cancel' },
      { name: 'file', fileName: 'orders.pdf', bytes: Buffer.from('%PDF-1.4\n'.repeat(4096)), type: 'application/pdf' },
    ]);
    const head =
      `POST ${MILITARY_URL} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: ${customer.cookie}\r\n` +
      `x-csrf-token: ${customer.csrfToken}\r\nContent-Type: ${body.headers['content-type']}\r\n` +
      `Content-Length: ${body.payload.length}\r\n\r\n`;
    const cut = await trickle(head, body.payload, 100).closed;
    expect(cut.afterMs).toBeGreaterThanOrEqual(IDLE_MS);
    const answer = parseResponse(cut.response);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual(TIMEOUT_BODY);
    const { rows } = await t.app.db.query<{ n: number }>('select count(*)::int as n from outbox_messages');
    expect(rows[0]!.n).toBe(0);
  });

  it('trickled document uploads, as many as the places, hold none: another is stored while they are cut', async () => {
    const docHead = (length: number, contentType: string) =>
      `POST ${enrollmentPaths.docUpload()} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${contentType}\r\n` +
      `Content-Length: ${length}\r\n\r\n`;
    const tricklers: Trickle[] = [];
    for (let i = 0; i < CONCURRENT_DOCUMENT_UPLOADS; i++) {
      const [id] = await docUploadVerification(t.app, `slow${i}@mail.example`);
      const body = docUploadBody({ verificationId: id! }, [{ fileName: 'paystub.pdf', bytes: corpus.pdf() }]);
      tricklers.push(trickle(docHead(body.payload.length, body.headers['content-type']!), body.payload, 100));
    }
    try {
      await new Promise((r) => setTimeout(r, 300));
      const [id] = await docUploadVerification(t.app, 'prompt@mail.example');
      const stored = await t.app.inject({
        method: 'POST',
        url: enrollmentPaths.docUpload(),
        ...docUploadBody({ verificationId: id! }, [{ fileName: 'paystub.pdf', bytes: corpus.pdf() }]),
      });
      expect(stored.statusCode, stored.body).toBe(201);
      for (const cut of await Promise.all(tricklers.map((x) => x.closed))) {
        expect(cut.afterMs).toBeGreaterThanOrEqual(IDLE_MS);
        const answer = parseResponse(cut.response);
        expect(answer.status).toBe(408);
        expect(answer.body).toEqual(TIMEOUT_BODY);
      }
    } finally {
      for (const x of tricklers) x.stop();
    }
  });

  it('an upload route has its longer request time: a document arriving steadily for 6 s is stored', async () => {
    // 4 s for an ordinary route, 8 s for an upload here; 2 KiB every 200 ms is above the minimum rate
    const [id] = await docUploadVerification(t.app, 'steady@mail.example');
    const pdf = Buffer.concat([
      corpus.pdf().subarray(0, 9),
      Buffer.from(`%${'x'.repeat(60_000)}\n`),
      corpus.pdf().subarray(9),
    ]);
    const body = docUploadBody({ verificationId: id! }, [{ fileName: 'paystub.pdf', bytes: pdf }]);
    const head =
      `POST ${enrollmentPaths.docUpload()} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
      `Content-Type: ${body.headers['content-type']}\r\nContent-Length: ${body.payload.length}\r\n\r\n`;
    const { response, afterMs } = await steadily(head, body.payload);
    expect(afterMs).toBeGreaterThan(4_000);
    const answer = parseResponse(response);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  });

  it('a trickled JSON body on an ordinary route is cut the same way', async () => {
    const body = Buffer.from(JSON.stringify({ username: 'customer1', password: 'not-the-password-at-all' }));
    const head =
      `POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`;
    const cut = await trickle(head, body.subarray(0, 10), null).closed;
    const answer = parseResponse(cut.response);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual(TIMEOUT_BODY);
  });

  it('a body that keeps flowing but never ends is cut at the request time of its route', async () => {
    const body = Buffer.from(JSON.stringify({ username: 'customer1', password: 'x'.repeat(60_000) }));
    const head =
      `POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`;
    // 10 KiB/s is above the minimum rate, but 60 KB takes longer than the 4 s request time.
    const { response, afterMs } = await steadily(head, body, 2048);
    expect(afterMs).toBeGreaterThanOrEqual(4_000);
    expect(afterMs).toBeLessThan(7_000);
    const answer = parseResponse(response);
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual(TIMEOUT_BODY);
  });
});

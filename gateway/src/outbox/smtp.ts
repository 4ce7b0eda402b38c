import net from 'node:net';
import tls from 'node:tls';
import { randomUUID } from 'node:crypto';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  body: string;
}

/** Sends one message; throws when the server refuses it or cannot be reached. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/** RFC 2047 for a header value that is not plain ASCII; CR and LF never reach a header. */
function headerValue(value: string): string {
  const flat = value.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(flat) ? flat : `=?UTF-8?B?${Buffer.from(flat, 'utf8').toString('base64')}?=`;
}

function address(value: string): string {
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(value)) throw new Error('not a mailbox address');
  return value;
}

/** The message as sent after DATA: CRLF line ends, dot-stuffed, ended by a lone dot. */
export function formatMessage(message: MailMessage, date = new Date()): string {
  const domain = message.from.split('@')[1] ?? 'localhost';
  const head = [
    `From: ${address(message.from)}`,
    `To: ${address(message.to)}`,
    `Subject: ${headerValue(message.subject)}`,
    `Date: ${date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const body = message.body.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
  return `${head.join('\r\n')}\r\n\r\n${body}\r\n.\r\n`;
}

/**
 * A small SMTP client (RFC 5321) for SMTP_URL: smtp://[user:password@]host[:port] (port 25, plain) or smtps://…
 * (port 465, TLS from the start). AUTH PLAIN when a user is given. One connection per message.
 */
export class SmtpTransport implements MailTransport {
  private readonly url: URL;

  constructor(
    smtpUrl: string,
    private readonly timeoutMs = 20_000,
  ) {
    this.url = new URL(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    const secure = this.url.protocol === 'smtps:';
    const port = Number(this.url.port || (secure ? 465 : 25));
    const host = this.url.hostname;
    const socket: net.Socket = secure ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    socket.setTimeout(this.timeoutMs);
    let buffer = '';
    const waiters: Array<(reply: { code: number; text: string } | Error) => void> = [];
    const fail = (err: Error) => {
      for (const w of waiters.splice(0)) w(err);
    };
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      // a reply ends at a line "NNN text" (a hyphen after the code means more lines follow)
      for (;;) {
        const m = /(?:^|\r\n)(\d{3}) [^\r\n]*\r\n/.exec(buffer);
        if (!m) break;
        const end = m.index + m[0].length;
        const text = buffer.slice(0, end);
        buffer = buffer.slice(end);
        waiters.shift()?.({ code: Number(m[1]), text: text.trim() });
      }
    });
    socket.on('timeout', () => socket.destroy(new Error('SMTP server timed out')));
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('SMTP connection closed')));
    const reply = () =>
      new Promise<{ code: number; text: string }>((resolve, reject) => waiters.push((r) => (r instanceof Error ? reject(r) : resolve(r))));
    const expect = async (pending: Promise<{ code: number; text: string }>, ok: (code: number) => boolean) => {
      const r = await pending;
      if (!ok(r.code)) throw new Error(`SMTP refused: ${r.text.slice(0, 200)}`);
    };
    const command = (line: string, ok: (code: number) => boolean) => {
      const pending = reply();
      socket.write(`${line}\r\n`);
      return expect(pending, ok);
    };
    const is2xx = (c: number) => c >= 200 && c < 300;
    try {
      await expect(reply(), is2xx);
      await command(`EHLO ${message.from.split('@')[1] ?? 'localhost'}`, is2xx);
      if (this.url.username) {
        const user = decodeURIComponent(this.url.username);
        const pass = decodeURIComponent(this.url.password);
        await command(`AUTH PLAIN ${Buffer.from(`\0${user}\0${pass}`, 'utf8').toString('base64')}`, (c) => c === 235);
      }
      await command(`MAIL FROM:<${address(message.from)}>`, is2xx);
      await command(`RCPT TO:<${address(message.to)}>`, is2xx);
      await command('DATA', (c) => c === 354);
      const pending = reply();
      socket.write(formatMessage(message));
      await expect(pending, is2xx);
      await command('QUIT', () => true).catch(() => undefined);
    } finally {
      socket.removeAllListeners('close');
      socket.on('error', () => undefined);
      socket.destroy();
    }
  }
}

import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The loopback SMTP port of this run's mail sink: beside the gateway's port, so parallel runs do not meet. */
export function mailSinkPort(): number {
  return Number(process.env.E2E_PORT ?? 8099) + 1000;
}

/** Where the sink writes what it receives: one JSON line per message ({ to, data }). */
export function mailSinkFile(): string {
  return path.join(os.tmpdir(), `e2e-mail-${mailSinkPort()}.jsonl`);
}

/**
 * A mail sink for the browser journeys: the gateway's outbox sends through it (SMTP_URL in the web server's env),
 * and every message it accepts is appended to mailSinkFile(), for a journey that needs what was e-mailed (a
 * one-time code). It speaks just enough SMTP for nodemailer.
 */
export function startMailSink(): Promise<net.Server> {
  fs.writeFileSync(mailSinkFile(), '');
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let data = '';
    let to = '';
    socket.write('220 e2e.example ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let i: number;
      while ((i = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            fs.appendFileSync(mailSinkFile(), `${JSON.stringify({ to, data })}\n`);
            socket.write('250 2.0.0 Queued\r\n');
          } else data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-e2e.example\r\n250 8BITMIME\r\n');
        else if (verb === 'RCPT') {
          to = line.slice(8).replace(/[<>]/g, '').trim();
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          data = '';
          socket.write('354 End with .\r\n');
        } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
        else if (verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') socket.write('250 OK\r\n');
        else socket.write('502 Not implemented\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => server.listen(mailSinkPort(), '127.0.0.1', () => resolve(server)));
}

/** The messages received so far for an address, oldest first, their quoted-printable soft breaks joined. */
export function mailsTo(address: string): string[] {
  return fs
    .readFileSync(mailSinkFile(), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string; data: string })
    .filter((m) => m.to.toLowerCase() === address.toLowerCase())
    .map((m) =>
      m.data
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

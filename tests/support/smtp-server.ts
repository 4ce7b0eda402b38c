import net from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string;
  data: string;
}

/**
 * A small SMTP server on loopback: it answers the protocol for real, refusing every message with 451 while `refuse`
 * is set, and records what it accepts.
 */
export class TestSmtpServer {
  refuse = true;
  readonly received: ReceivedMail[] = [];
  private server = net.createServer((socket) => this.session(socket));

  /** `onMessage` hears each message as it is accepted. */
  constructor(private readonly onMessage?: (mail: ReceivedMail) => void) {}

  listen(port = 0): Promise<number> {
    return new Promise((resolve) =>
      this.server.listen(port, '127.0.0.1', () => resolve((this.server.address() as net.AddressInfo).port)),
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
              const mail = { ...envelope, data };
              this.received.push(mail);
              this.onMessage?.(mail);
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
export function textOf(data: string): string {
  return data
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

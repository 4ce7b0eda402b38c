import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { FileMissing, type FileStore } from '../files/file-store.ts';
import type { Queryable } from '../store/db.ts';
import type { MailAttachment, MailTransport } from './smtp.ts';
import { claimDueMessage, markFailed, markSent, type OutboxAttachment } from './store.ts';

/** Retry after 30 s, doubling each time, at most an hour apart; a message is retried until it is sent. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

const LEASE_SECONDS = 300;

export interface SendRound {
  sent: number;
  failed: number;
}

/**
 * The stored file a message carries, read from the files store now, as it was stored. A file that is gone or no
 * longer what was stored fails the attempt (the message is retried), so the e-mail never goes out without it.
 */
export async function readAttachment(files: FileStore | null, a: OutboxAttachment): Promise<MailAttachment> {
  const what = `attachment ${JSON.stringify(a.fileName)} (stored as ${a.storedName})`;
  if (!files) throw new Error(`${what}: no files store to read it from`);
  let content: Buffer;
  try {
    content = await files.read(a.storedName);
  } catch (err) {
    throw new Error(
      err instanceof FileMissing
        ? `${what} is missing from the files store`
        : `${what} could not be read: ${(err as Error).message}`,
      { cause: err },
    );
  }
  if (content.length !== a.sizeBytes || createHash('sha256').update(content).digest('hex') !== a.sha256) {
    throw new Error(`${what} is not the file that was stored (size or sha256 differs)`);
  }
  return { fileName: a.fileName, contentType: a.mediaType, content };
}

/**
 * Sends due outbox messages through the transport, with the stored file a message carries read from `files` at
 * send time. Without a transport (no SMTP_URL) nothing is taken: the messages stay queued, visible to operators,
 * and go out once SMTP is configured.
 */
export class OutboxSender {
  constructor(
    private readonly db: Queryable,
    private readonly transport: MailTransport | null,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly files: FileStore | null = null,
  ) {}

  get configured(): boolean {
    return this.transport !== null;
  }

  /** One round: up to `max` due messages. */
  async runOnce(max = 20): Promise<SendRound> {
    const round = { sent: 0, failed: 0 };
    if (!this.transport) return round;
    for (let i = 0; i < max; i++) {
      const message = await claimDueMessage(this.db, LEASE_SECONDS);
      if (!message) break;
      try {
        const attachments = message.attachment ? [await readAttachment(this.files, message.attachment)] : [];
        await this.transport.send({
          from: this.from,
          to: message.mailTo,
          subject: message.subject,
          body: message.body,
          attachments,
        });
        await markSent(this.db, message.id);
        round.sent++;
        this.log.info({ outbox: message.id, topic: message.topic, ref: message.sourceRef }, 'team e-mail sent');
      } catch (err) {
        const attempts = message.attempts + 1;
        const retry = retryDelaySeconds(attempts);
        await markFailed(this.db, message.id, (err as Error).message, retry);
        round.failed++;
        this.log.warn(
          { outbox: message.id, topic: message.topic, attempts, retryInSeconds: retry, err: (err as Error).message },
          'team e-mail not sent; kept in the outbox',
        );
      }
    }
    return round;
  }
}

import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../store/db.ts';
import type { MailTransport } from './smtp.ts';
import { claimDueMessage, markFailed, markSent } from './store.ts';

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
 * Sends due outbox messages through the transport. Without a transport (no SMTP_URL) nothing is taken: the
 * messages stay queued, visible to operators, and go out once SMTP is configured.
 */
export class OutboxSender {
  constructor(
    private readonly db: Queryable,
    private readonly transport: MailTransport | null,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
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
        await this.transport.send({ from: this.from, to: message.mailTo, subject: message.subject, body: message.body });
        await markSent(this.db, message.id);
        round.sent++;
        this.log.info({ outbox: message.id, topic: message.topic, ref: message.sourceRef }, 'team e-mail sent');
      } catch (err) {
        const attempts = message.attempts + 1;
        const retry = retryDelaySeconds(attempts);
        await markFailed(this.db, message.id, (err as Error).message, retry);
        round.failed++;
        this.log.warn({ outbox: message.id, topic: message.topic, attempts, retryInSeconds: retry, err: (err as Error).message }, 'team e-mail not sent; kept in the outbox');
      }
    }
    return round;
  }
}

import type { Queryable } from '../store/db.ts';

export interface NewOutboxMessage {
  topic: string;
  sourceRef: string;
  mailTo: string;
  subject: string;
  body: string;
  /** The military request whose stored deployment orders go with the e-mail (military_request_files). */
  attachmentMilitaryFile?: string | null;
}

/** The stored file a message carries, as its record describes it; the bytes are read at send time. */
export interface OutboxAttachment {
  storedName: string;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  sha256: string;
}

export interface OutboxMessage extends Omit<NewOutboxMessage, 'attachmentMilitaryFile'> {
  id: string;
  attempts: number;
  attachment: OutboxAttachment | null;
}

/** Called inside the transaction that stores the request, so the message exists exactly when the request does. */
export async function enqueueMessage(db: Queryable, m: NewOutboxMessage): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into outbox_messages (topic, source_ref, mail_to, subject, body, attachment_military_file)
     values ($1, $2, $3, $4, $5, $6) returning id::text`,
    [m.topic, m.sourceRef, m.mailTo, m.subject, m.body, m.attachmentMilitaryFile ?? null],
  );
  return rows[0]!.id;
}

/**
 * Takes the next due unsent message and leases it for leaseSeconds (its next attempt moves out), so two gateways
 * never send one message at once; a gateway that dies mid-send leaves it due again after the lease.
 */
export async function claimDueMessage(db: Queryable, leaseSeconds: number): Promise<OutboxMessage | null> {
  const { rows } = await db.query<{
    id: string;
    topic: string;
    source_ref: string;
    mail_to: string;
    subject: string;
    body: string;
    attempts: number;
    stored_name: string | null;
    file_name: string | null;
    media_type: string | null;
    size_bytes: number | null;
    sha256: string | null;
  }>(
    `with claimed as (
       update outbox_messages set next_attempt_at = now() + make_interval(secs => $1)
        where id = (select id from outbox_messages where sent_at is null and next_attempt_at <= now()
                     order by next_attempt_at, id limit 1 for update skip locked)
        returning id, topic, source_ref, mail_to, subject, body, attempts, attachment_military_file)
     select c.id::text, c.topic, c.source_ref, c.mail_to, c.subject, c.body, c.attempts,
            f.stored_name, f.file_name, f.media_type, f.size_bytes, f.sha256
       from claimed c left join military_request_files f on f.request_id = c.attachment_military_file`,
    [leaseSeconds],
  );
  const r = rows[0];
  if (!r) return null;
  const attachment =
    r.stored_name !== null
      ? {
          storedName: r.stored_name,
          fileName: r.file_name!,
          mediaType: r.media_type!,
          sizeBytes: r.size_bytes!,
          sha256: r.sha256!,
        }
      : null;
  return {
    id: r.id,
    topic: r.topic,
    sourceRef: r.source_ref,
    mailTo: r.mail_to,
    subject: r.subject,
    body: r.body,
    attempts: r.attempts,
    attachment,
  };
}

export async function markSent(db: Queryable, id: string): Promise<void> {
  await db.query(
    'update outbox_messages set sent_at = now(), attempts = attempts + 1, last_error = null where id = $1',
    [id],
  );
}

export async function markFailed(db: Queryable, id: string, error: string, retryInSeconds: number): Promise<void> {
  await db.query(
    `update outbox_messages set attempts = attempts + 1, last_error = $2, next_attempt_at = now() + make_interval(secs => $3)
      where id = $1`,
    [id, error.slice(0, 500), retryInSeconds],
  );
}

export interface OutboxCounts {
  pending: number;
  failing: number;
  sent: number;
}

export async function outboxCounts(db: Queryable): Promise<OutboxCounts> {
  const { rows } = await db.query<OutboxCounts>(
    `select count(*) filter (where sent_at is null)::int as pending,
            count(*) filter (where sent_at is null and attempts > 0)::int as failing,
            count(*) filter (where sent_at is not null)::int as sent
       from outbox_messages`,
  );
  return rows[0] ?? { pending: 0, failing: 0, sent: 0 };
}

export interface WaitingMessage {
  id: string;
  createdAt: Date;
  topic: string;
  sourceRef: string;
  mailTo: string;
  subject: string;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
}

/** The unsent messages, oldest first: what an operator reads when mail is not configured or keeps failing. */
export async function waitingMessages(db: Queryable, limit = 200): Promise<WaitingMessage[]> {
  const { rows } = await db.query<{
    id: string;
    created_at: Date;
    topic: string;
    source_ref: string;
    mail_to: string;
    subject: string;
    attempts: number;
    next_attempt_at: Date;
    last_error: string | null;
  }>(
    `select id::text, created_at, topic, source_ref, mail_to, subject, attempts, next_attempt_at, last_error
       from outbox_messages where sent_at is null order by created_at, id limit $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    createdAt: new Date(r.created_at),
    topic: r.topic,
    sourceRef: r.source_ref,
    mailTo: r.mail_to,
    subject: r.subject,
    attempts: r.attempts,
    nextAttemptAt: new Date(r.next_attempt_at),
    lastError: r.last_error,
  }));
}

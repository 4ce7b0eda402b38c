import { createHash } from 'node:crypto';
import {
  newReference,
  SUBMISSION_KEY_REUSED_MESSAGE,
  SubmissionErrorIds,
  type ReferencePrefix,
} from '@carrier/shared/core';
import { HttpError } from '../../http-error.ts';
import type { Queryable } from '../../store/db.ts';
import { findByKey, type SubmissionTable } from './submission-store.ts';

/** A form's submission key (the Idempotency-Key header) with the hash of what was sent under it. */
export interface SubmissionKey {
  key: string;
  hash: string;
}

/** Where one kind of request is stored, and who sent it. */
export interface SubmissionSlot {
  table: SubmissionTable;
  prefix: ReferencePrefix;
  userId: number | null;
  /** Absent when the caller sent no key: the request is stored without one, as before keys existed. */
  key: SubmissionKey | null;
}

export interface Receipt {
  id: string;
  reference: string;
  alreadyReceived: boolean;
}

/** Object keys in a fixed order, so the same request always hashes the same, whatever order its keys came in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
}

/** The sha256 of a request's canonical JSON: two sends of the same request under one key compare equal. */
export function requestHash(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

export function submissionKey(key: string | undefined, request: unknown): SubmissionKey | null {
  return key ? { key, hash: requestHash(request) } : null;
}

/**
 * The request already stored under this slot's key: the same request again answers its reference; the key with a
 * different request, or sent by someone else, is a 409 (never another submitter's reference).
 */
export async function earlierRequest(db: Queryable, slot: SubmissionSlot): Promise<Receipt | null> {
  if (!slot.key) return null;
  const found = await findByKey(db, slot.table, slot.key.key, slot.userId);
  if (!found) return null;
  const sameSubmitter = found.userId === (slot.userId === null ? null : String(slot.userId));
  if (!sameSubmitter || found.requestHash !== slot.key.hash)
    throw new HttpError(409, SubmissionErrorIds.keyReused, SUBMISSION_KEY_REUSED_MESSAGE);
  return { id: found.id, reference: found.reference, alreadyReceived: true };
}

const REFERENCE_DRAWS = 5;

/**
 * Stores a request once. `insert` writes the row with a new reference and `on conflict do nothing`, answering its id
 * or null when a unique constraint held it back: then either the key was stored meanwhile (a concurrent send of the
 * same request, which waited for the other to commit) and its reference is the answer, or the reference was taken
 * and another is drawn. The constraint decides, never a read before the write. `stored` runs only for a new row
 * (its e-mail, its file record), in the caller's transaction.
 */
export async function storeOnce(
  db: Queryable,
  slot: SubmissionSlot,
  insert: (reference: string) => Promise<string | null>,
  stored: (receipt: Receipt) => Promise<unknown> = async () => undefined,
): Promise<Receipt> {
  for (let draw = 0; draw < REFERENCE_DRAWS; draw++) {
    const reference = newReference(slot.prefix);
    const id = await insert(reference);
    if (id !== null) {
      const receipt = { id, reference, alreadyReceived: false };
      await stored(receipt);
      return receipt;
    }
    const earlier = await earlierRequest(db, slot);
    if (earlier) return earlier;
  }
  throw new Error(`No free ${slot.prefix} reference after ${REFERENCE_DRAWS} draws`);
}

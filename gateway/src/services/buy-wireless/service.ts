import type { AuthDetails } from '@carrier/shared/forms';
import type { Queryable } from '../../store/db.ts';
import { findAuthDetails } from './store.ts';

/** 002 §6: a customer without a record is a consumer without business (BSSE) wireless. */
export async function authDetailsFor(db: Queryable, userId: number): Promise<AuthDetails> {
  const row = await findAuthDetails(db, userId);
  return { hasBsseWireless: row?.has ?? false, acctInfocusType: row?.type ?? 'CONSUMER' };
}

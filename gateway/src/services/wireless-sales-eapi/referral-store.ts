import { referralSchema, type Referral } from '@carrier/shared/offers';
import type { Queryable } from '../../store/db.ts';

interface ReferralRow {
  referral_id: string;
  referral_code: string;
  offer: unknown;
  initialized_at: Date | string | null;
}

const toIso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The referral of a residential gateway's serial number or of a place id; with initialize, the first opening is
 * recorded (once: a later one keeps the first time). A stored offer that no longer parses counts as none.
 */
export async function findReferral(
  db: Queryable,
  key: { serialNumber?: string | undefined; placeId?: string | undefined },
  initialize: boolean,
): Promise<Referral | null> {
  const where = key.serialNumber ? 'serial_number = $1' : 'place_id = $1';
  const value = key.serialNumber ?? key.placeId;
  const { rows } = initialize
    ? await db.query<ReferralRow>(
        `update offer_referrals set initialized_at = coalesce(initialized_at, now()) where ${where}
          returning referral_id, referral_code, offer, initialized_at`,
        [value],
      )
    : await db.query<ReferralRow>(
        `select referral_id, referral_code, offer, initialized_at from offer_referrals where ${where}`,
        [value],
      );
  const row = rows[0];
  if (!row) return null;
  const parsed = referralSchema.safeParse({
    referralId: row.referral_id,
    referralCode: row.referral_code,
    status: row.initialized_at ? 'initialized' : 'available',
    initializedAt: toIso(row.initialized_at),
    offer: row.offer,
  });
  return parsed.success ? parsed.data : null;
}

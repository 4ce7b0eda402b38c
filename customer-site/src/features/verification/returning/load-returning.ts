import { getVerificationStatus, refreshFanSession } from '../../../api/verification-status.ts';
import { outcomeOf, systemErrorOutcome } from '../verify-outcome.ts';
import type { VerifyOutcome } from '../verify-state.ts';

/**
 * 001 §4 page load of a returning customer (verificationId, and a combo's comboVerificationId, in the address): the
 * status lookup restores the outcome with each verification's detail (expiry, days left, rejection reasons), then
 * the decrypted FAN and the session cookie for it (001 §7); a failed lookup is a system error.
 */
export async function loadReturning(
  query: { verificationId: string | null; comboVerificationId: string | null },
  sales: boolean,
  preferredSegment?: string,
): Promise<VerifyOutcome> {
  const verificationId = query.verificationId ?? query.comboVerificationId;
  if (!verificationId) return systemErrorOutcome([], true);
  const combo = query.verificationId ? query.comboVerificationId : null;
  const result = await getVerificationStatus(verificationId, combo, sales);
  if (!result.ok) return systemErrorOutcome([result.error.errorId], true);
  // The cookie names the verification's FAN; the outcome stands without it (the enrollment asks again).
  await refreshFanSession(verificationId, sales);
  return outcomeOf(result.data, preferredSegment, true);
}

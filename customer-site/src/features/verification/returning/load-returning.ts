import type { VerifyOutcome, VerifyQuery } from '../verify-state.ts';

/**
 * 001 §4 page load of a returning customer (verificationId in the address): the status lookup restores the state
 * (then the decrypted FAN and the session cookie); a failed lookup is a system error.
 */
export async function loadReturning(query: VerifyQuery, _sales: boolean): Promise<VerifyOutcome> {
  // Placeholder until the status lookup is wired: the lookup decides the view.
  return { view: 'systemerror', verifications: [], errorCodes: [], returning: query.verificationId !== null };
}

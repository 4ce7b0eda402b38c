import { readKey, type KeyValueStore } from '../../site/program-storage.ts';

/** 002 §3: the session storage key a partner's pages leave their attributes under. */
export const PARTNER_ATTRIBUTES_KEY = 'partnerAttributes';

const DEALER_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * 002 §3, §7: the dealer code the tile request carries, from session storage's partnerAttributes — a JSON object
 * with a dealerCode, or the code alone. Anything else (not JSON, no code, a code of other characters) is no code.
 */
export function partnerDealerCode(store: KeyValueStore): string | null {
  const raw = readKey(store, PARTNER_ATTRIBUTES_KEY);
  if (raw === null) return null;
  let code: unknown = raw;
  if (raw.startsWith('{')) {
    try {
      code = (JSON.parse(raw) as { dealerCode?: unknown }).dealerCode;
    } catch {
      return null;
    }
  }
  return typeof code === 'string' && DEALER_CODE.test(code.trim()) ? code.trim() : null;
}

/** What every rule function returns: ok, or the failing rule's key and the specification's message. */
export type RuleResult = { ok: true } | { ok: false; key: string; message: string };

export const OK: RuleResult = { ok: true };

export function fail(key: string, message: string): RuleResult {
  return { ok: false, key, message };
}

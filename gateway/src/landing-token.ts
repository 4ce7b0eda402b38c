import { randomBytes } from 'node:crypto';

/** Landing tokens of FANs and groups: 192 bits from the secure generator (002 §2.4 token links; ≥128 bits). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** What a token can look like (base64url); anything else cannot be one and is not looked up. */
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

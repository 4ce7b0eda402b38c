import type { Queryable } from '../../store/db.ts';

/**
 * Marks a solved challenge's nonce used, in one statement, so two gateways (or two requests at once) cannot both
 * accept it: true the first time, false ever after. Used nonces of expired challenges are dropped now and then.
 */
export async function useCaptchaNonce(db: Queryable, nonce: string, expiresAt: Date): Promise<boolean> {
  const { rows } = await db.query<{ nonce: string }>(
    'insert into captcha_uses (nonce, expires_at) values ($1, $2) on conflict (nonce) do nothing returning nonce',
    [nonce, expiresAt],
  );
  if (Math.random() < 0.02) await db.query('delete from captcha_uses where expires_at < now()');
  return rows.length === 1;
}

/** Whether a solved challenge was used already (safe validate checks without using it). */
export async function isCaptchaNonceUsed(db: Queryable, nonce: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from captcha_uses where nonce = $1', [nonce]);
  return rows.length > 0;
}

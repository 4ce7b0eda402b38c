import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import { EnrollmentCallErrorIds, type CaptchaChallenge } from '@carrier/shared/discount-program';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import { isCaptchaNonceUsed, useCaptchaNonce } from './captcha-store.ts';

/**
 * The soft-auth form's bot protection: ALTCHA proof of work, self-hosted (altcha-lib v2). A challenge asks for the
 * SHA-256 counter (up to CAPTCHA_MAX_COUNTER) whose key starts with a prefix; its parameters, expiry included, are
 * signed with CAPTCHA_HMAC_KEY, and the expected key is signed with a second key derived from it, so checking an
 * answer costs one HMAC, not the work. Each solved challenge is accepted once: its nonce goes into the store.
 */
const ALGORITHM = 'SHA-256';

function keySignatureSecret(hmacKey: string): string {
  return createHmac('sha256', hmacKey).update('altcha key signature').digest('hex');
}

export async function newCaptchaChallenge(captcha: Config['captcha']): Promise<CaptchaChallenge> {
  const { parameters, signature } = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(captcha.maxCounter, Math.floor(captcha.maxCounter / 10)),
    deriveKey,
    expiresAt: new Date(Date.now() + captcha.expiresSeconds * 1000),
    hmacSignatureSecret: captcha.hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(captcha.hmacKey),
  });
  // a secret was given, so the challenge is signed
  return { parameters: { ...parameters }, signature: signature! };
}

// The token the widget sends: base64 of JSON { challenge, solution }. Unknown parameter fields are kept (the
// signature covers every one); an unsigned or never-expiring challenge is not one this gateway issued.
const tokenSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().min(1).max(128),
      salt: z.string().max(128),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().max(256),
      expiresAt: z.number(),
    }),
    signature: z.string().min(1).max(256),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256), time: z.number().optional() }),
});

function decodeToken(token: string): z.infer<typeof tokenSchema> | null {
  if (!/^[A-Za-z0-9+/=_-]+$/.test(token)) return null;
  try {
    const parsed = tokenSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const invalid = (message: string) => new HttpError(400, EnrollmentCallErrorIds.captchaInvalid, message);

/**
 * Checks a captcha token: well formed, signed by this gateway's key, not expired, solved, never used before; with
 * `consume`, it is used now. Any failure answers 400 in the one error shape.
 */
export async function checkCaptchaToken(
  db: Queryable,
  captcha: Config['captcha'],
  token: string | undefined,
  options: { consume: boolean },
): Promise<void> {
  if (!token) throw new HttpError(400, EnrollmentCallErrorIds.captchaMissing, 'Complete the captcha to continue.');
  const payload = decodeToken(token);
  if (!payload) throw invalid('The captcha answer could not be read. Solve the captcha again.');
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: captcha.hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(captcha.hmacKey),
  }).catch(() => null);
  if (!result) throw invalid('The captcha answer could not be read. Solve the captcha again.');
  if (result.expired) throw invalid('The captcha has expired. Solve it again.');
  if (!result.verified) throw invalid('The captcha answer is not valid. Solve the captcha again.');
  const { nonce, expiresAt } = payload.challenge.parameters;
  const used = options.consume
    ? !(await useCaptchaNonce(db, nonce, new Date(expiresAt * 1000)))
    : await isCaptchaNonceUsed(db, nonce);
  if (used) throw invalid('This captcha answer was already used. Solve the captcha again.');
}

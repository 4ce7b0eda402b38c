import { createHash, randomBytes, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@carrier/shared/discount-program';

/** Letters and digits a reader cannot confuse (no 0/O, 1/I/L): 31 symbols, so 5 make about 28.6 million codes. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newCode(): string {
  let code = '';
  for (let i = 0; i < OTP_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The code's handle: 144 random bits. */
export function newOtpId(): string {
  return randomBytes(18).toString('base64url');
}

/** Stored instead of the code: bound to its handle, so one hash says nothing of another code. */
export function codeHash(otpId: string, code: string): string {
  return createHash('sha256').update(`${otpId}:${code.toUpperCase()}`).digest('hex');
}

export function codeMailBody(code: string, validMinutes: number): string {
  return [
    'You asked to continue a discount-program application you started before.',
    '',
    `Your one-time code is: ${code}`,
    '',
    `It works once, for ${validMinutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
    '',
    'Recibiste este código porque pediste continuar una solicitud del programa de descuentos.',
    `Tu código de un solo uso es: ${code} (válido por ${validMinutes} minutos).`,
  ].join('\n');
}

/**
 * 002 §5 the VIN field's rules, and the check digit and model year of 49 CFR 565.15 (beyond the spec: a VIN whose
 * check digit does not calculate is refused before any call, in plain words).
 */
export const VIN_LENGTH = 17;

/** 002 §5: only letters and digits may be typed; spaces are trimmed. Letters are kept as upper case. */
export function cleanVinInput(raw: string): string {
  return raw.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
}

/** 002 §5 on blur: letters plus digits, at least one letter and one digit. */
export function isVinShape(vin: string): boolean {
  return /^[A-Za-z0-9]+$/.test(vin) && /[A-Za-z]/.test(vin) && /[0-9]/.test(vin);
}

/** 002 §5, §8: before the subscription call it must be alphanumeric, else 'Hmm..invalid vin'. */
export function isAlphanumeric(vin: string): boolean {
  return /^[A-Za-z0-9]+$/.test(vin);
}

/** 49 CFR 565.15(c): the letters' values (I, O and Q are never used in a VIN). */
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore

/** 49 CFR 565.15(c): the weight of each position, 1 to 17 (the check digit's own position weighs 0). */
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Letters a VIN never holds (565.15(b)), nor, in position 10, U, Z and 0. */
const NEVER = /[IOQ]/;

function valueOf(char: string): number | null {
  if (/^[0-9]$/.test(char)) return Number(char);
  return TRANSLITERATION[char] ?? null;
}

/** The check digit (position 9) a 17-character VIN should carry, '0'–'9' or 'X'; null when it cannot have one. */
export function expectedCheckDigit(vin: string): string | null {
  const upper = vin.toUpperCase();
  if (upper.length !== VIN_LENGTH || NEVER.test(upper)) return null;
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
    const value = valueOf(upper[i]!);
    if (value === null) return null;
    sum += value * WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export type VinProblem = 'length' | 'letters' | 'checkDigit';

/**
 * A full VIN's own consistency, checked before any call: 17 characters, none of I, O or Q, and the check digit
 * in position 9 as 565.15 calculates it.
 */
export function vinProblem(vin: string): VinProblem | null {
  const upper = vin.toUpperCase();
  if (upper.length !== VIN_LENGTH) return 'length';
  if (NEVER.test(upper)) return 'letters';
  return expectedCheckDigit(upper) === upper[8] ? null : 'checkDigit';
}

/** 49 CFR 565.15(d): the model-year codes of position 10, in their 30-year cycle from 1980 (A) to 2009 (9). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The model year from position 10. The code repeats every 30 years; for passenger cars, multipurpose vehicles and
 * light trucks a letter in position 7 means the later cycle (2010–2039), a digit the earlier (1980–2009).
 */
export function modelYear(vin: string): number | null {
  const upper = vin.toUpperCase();
  if (upper.length !== VIN_LENGTH) return null;
  const index = YEAR_CODES.indexOf(upper[9]!);
  if (index < 0) return null;
  const laterCycle = /[A-Z]/.test(upper[6]!);
  return 1980 + index + (laterCycle ? 30 : 0);
}

/** The World Manufacturer Identifier: positions 1–3. */
export function wmiOf(vin: string): string {
  return vin.toUpperCase().slice(0, 3);
}

import { describe, expect, it } from 'vitest';
import { cleanVinInput, expectedCheckDigit, isAlphanumeric, isVinShape, modelYear, vinProblem } from './vin.ts';

describe('002 §5 the VIN field', () => {
  it('keeps only letters and digits as they are typed, spaces trimmed, letters upper case', () => {
    expect(cleanVinInput(' 1g1-fn ba5 9mk100201 ')).toBe('1G1FNBA59MK100201');
    expect(cleanVinInput('ñ!@#é')).toBe('');
  });
  it('on blur wants letters plus digits, at least one of each', () => {
    expect(isVinShape('1G1FNBA59MK100201')).toBe(true);
    expect(isVinShape('12345678901234567')).toBe(false);
    expect(isVinShape('ABCDEFGHJKLMNPRST')).toBe(false);
    expect(isVinShape('1G1 FNB')).toBe(false);
    expect(isVinShape('')).toBe(false);
  });
  it('is alphanumeric before the subscription call', () => {
    expect(isAlphanumeric('1G1FNBA59MK100201')).toBe(true);
    expect(isAlphanumeric('1G1FNBA59MK10020!')).toBe(false);
  });
});

describe('49 CFR 565.15 check digit', () => {
  it('accepts VINs whose 9th character calculates', () => {
    // the regulation's worked example, a remainder of 10 written X
    expect(vinProblem('1M8GDM9AXKP042788')).toBeNull();
    expect(expectedCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinProblem('11111111111111111')).toBeNull();
    expect(vinProblem('1G1FNBA59MK100201')).toBeNull();
    expect(vinProblem('1ftewba5xkk100203')).toBeNull();
  });
  it('refuses a wrong check digit, a wrong length and the letters I, O and Q', () => {
    expect(vinProblem('1M8GDM9A1KP042788')).toBe('checkDigit');
    expect(vinProblem('1G1FNBA58MK100201')).toBe('checkDigit');
    // one character changed elsewhere changes the sum
    expect(vinProblem('1G1FNBA59MK100202')).toBe('checkDigit');
    expect(vinProblem('1G1FNBA59MK10020')).toBe('length');
    expect(vinProblem('1G1FNBA59MK1002011')).toBe('length');
    expect(vinProblem('1G1FNBA59MK1OO201')).toBe('letters');
    expect(expectedCheckDigit('1G1FNBA59MK1I0201')).toBeNull();
  });
});

describe('model year from position 10, the cycle from position 7', () => {
  it('reads the later cycle when position 7 is a letter', () => {
    expect(modelYear('1G1FNBA59MK100201')).toBe(2021);
    expect(modelYear('1FADPBA57CK100212')).toBe(2012);
    expect(modelYear('1G1FNBA53PK100215')).toBe(2023);
  });
  it('reads the earlier cycle when position 7 is a digit', () => {
    expect(modelYear('1G1BLB150RK100213')).toBe(1994);
    expect(modelYear('1M8GDM9AXKP042788')).toBe(1989);
    expect(modelYear('11111111111111111')).toBe(2001);
  });
  it('has no year for a code position 10 never holds, or a short VIN', () => {
    expect(modelYear('1G1FNBA59UK100201')).toBeNull();
    expect(modelYear('1G1FNBA59ZK100201')).toBeNull();
    expect(modelYear('1G1FNBA59MK')).toBeNull();
  });
});

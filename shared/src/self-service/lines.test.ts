import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../core/email.ts';
import { eligibleAccounts, isCancelableLine, isRestorableLine, militaryEmptyState } from './lines.ts';
import { line, mobility, profile, uverse } from './test-profile.ts';

describe('line eligibility (000 §4)', () => {
  it('cancel lists only status A', () => {
    expect(isCancelableLine(line('1', 'A'))).toBe(true);
    expect(isCancelableLine(line('1', 'S', 'MT'))).toBe(false);
  });
  it.each(['MT', 'MLU', 'RRST', 'RRST ', ' MLU'])('restore accepts S with reason %j (trimmed)', (code) => {
    expect(isRestorableLine(line('1', 'S', code))).toBe(true);
  });
  it.each([
    ['S', 'VOL'],
    ['S', ''],
    ['A', 'MT'],
    ['S', 'MTX'],
  ])('restore refuses %s/%j', (status, code) => {
    expect(isRestorableLine(line('1', status, code))).toBe(false);
  });
  it('eligibleAccounts keeps MOBILITY accounts with eligible lines only', () => {
    expect(eligibleAccounts([mobility, uverse], 'cancel')[0]?.lines.map((l) => l.ctn)).toEqual([
      '2145550101',
      '2145550102',
    ]);
    expect(eligibleAccounts([mobility, uverse], 'restore')[0]?.lines.map((l) => l.ctn)).toEqual([
      '2145550103',
      '2145550104',
    ]);
    expect(eligibleAccounts([uverse], 'cancel')).toEqual([]);
  });
});

describe('e-mail and empty states (000 §2, §5)', () => {
  it.each(['a@b.co', 'first.last+tag@example.com'])('accepts %j', (e) => expect(isValidEmail(e)).toBe(true));
  it.each(['', 'a@b', 'a b@c.d', '@b.co', 'ab.co', null])('refuses %j', (e) => expect(isValidEmail(e)).toBe(false));
  it('shows the form when all is well', () => {
    expect(militaryEmptyState(profile, 'cancel')).toBeNull();
    expect(militaryEmptyState(profile, 'restore')).toBeNull();
  });
  it('no primary e-mail comes first', () => {
    expect(militaryEmptyState({ ...profile, user: { ...profile.user, emailAddress: 'none' } }, 'cancel')).toBe(
      'noPrimaryEmail',
    );
  });
  it('no wireless account, then no services to restore', () => {
    expect(militaryEmptyState({ ...profile, services: [uverse] }, 'restore')).toBe('noWirelessAccount');
    const activeOnly = { ...mobility, ctn: [line('2145550101', 'A')] };
    expect(militaryEmptyState({ ...profile, services: [activeOnly] }, 'restore')).toBe('noServicesToRestore');
    expect(militaryEmptyState({ ...profile, services: [activeOnly] }, 'cancel')).toBeNull();
  });
});

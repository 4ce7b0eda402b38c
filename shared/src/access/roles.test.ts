import { describe, expect, it } from 'vitest';
import {
  ACCESS_LEVELS,
  effectiveRoles,
  fanToolMode,
  isRole,
  parseRolesString,
  satisfies,
  type Access,
  type Principal,
} from './roles.ts';

const employee = (...roles: string[]): Principal => ({ kind: 'employee', roles });
const customer = (...roles: string[]): Principal => ({ kind: 'customer', roles });

describe('effectiveRoles', () => {
  it('adds read_fpt to write_fpt (002 §6: write is full access)', () => {
    expect(effectiveRoles(['write_fpt'])).toEqual(new Set(['write_fpt', 'read_fpt']));
  });
  it('does not add write_fpt to read_fpt, nor anything to edit_fanUpload', () => {
    expect(effectiveRoles(['read_fpt'])).toEqual(new Set(['read_fpt']));
    expect(effectiveRoles(['edit_fanUpload'])).toEqual(new Set(['edit_fanUpload']));
  });
  it('ignores unknown and blank roles', () => {
    expect(effectiveRoles(['admin', '', 'read-fpt', 'toString', '__proto__'])).toEqual(new Set());
  });
  it('reads role names without case or surrounding spaces (002 §6 spells WRITE_FPT)', () => {
    expect(effectiveRoles(['WRITE_FPT'])).toEqual(new Set(['write_fpt', 'read_fpt']));
    expect(effectiveRoles([' read_fpt ', 'EDIT_FANUPLOAD'])).toEqual(new Set(['read_fpt', 'edit_fanUpload']));
  });
  it('knows exactly the three roles', () => {
    expect(['read_fpt', 'write_fpt', 'edit_fanUpload'].every(isRole)).toBe(true);
    expect(isRole('constructor')).toBe(false);
  });
});

describe('satisfies', () => {
  it('lets anyone, even nobody, through public', () => {
    expect(satisfies(null, 'public')).toBe(true);
    expect(satisfies(customer(), 'public')).toBe(true);
  });

  it('refuses nobody everything else', () => {
    for (const access of ACCESS_LEVELS.filter((a) => a !== 'public'))
      expect(satisfies(null, access), access).toBe(false);
  });

  it('lets any signed-in employee or customer through authenticated', () => {
    expect(satisfies(employee(), 'authenticated')).toBe(true);
    expect(satisfies(customer(), 'authenticated')).toBe(true);
  });

  it('keeps customer for customers, and employee roles for employees', () => {
    expect(satisfies(customer(), 'customer')).toBe(true);
    expect(satisfies(employee('write_fpt', 'read_fpt', 'edit_fanUpload'), 'customer')).toBe(false);
    // A customer never gains an employee role, whatever its roles say.
    for (const access of ['read_fpt', 'write_fpt', 'edit_fanUpload'] as const) {
      expect(satisfies(customer('read_fpt', 'write_fpt', 'edit_fanUpload'), access), access).toBe(false);
    }
  });

  it('gives write_fpt holders the read_fpt routes, but not the other way round', () => {
    expect(satisfies(employee('write_fpt'), 'read_fpt')).toBe(true);
    expect(satisfies(employee('write_fpt'), 'write_fpt')).toBe(true);
    expect(satisfies(employee('read_fpt'), 'write_fpt')).toBe(false);
    expect(satisfies(employee('read_fpt'), 'read_fpt')).toBe(true);
  });

  it('keeps the fan upload role apart from the fan tools roles', () => {
    expect(satisfies(employee('edit_fanUpload'), 'edit_fanUpload')).toBe(true);
    expect(satisfies(employee('edit_fanUpload'), 'read_fpt')).toBe(false);
    expect(satisfies(employee('write_fpt'), 'edit_fanUpload')).toBe(false);
  });

  it('matches the fixture accounts to the role matrix', () => {
    const accounts: Record<string, Principal> = {
      reader: employee('read_fpt'),
      writer: employee('write_fpt'),
      uploader: employee('edit_fanUpload'),
      nobody: employee(),
      customer1: customer(),
    };
    const allowed = (access: Access) => Object.keys(accounts).filter((name) => satisfies(accounts[name]!, access));
    expect(allowed('read_fpt')).toEqual(['reader', 'writer']);
    expect(allowed('write_fpt')).toEqual(['writer']);
    expect(allowed('edit_fanUpload')).toEqual(['uploader']);
    expect(allowed('customer')).toEqual(['customer1']);
    expect(allowed('authenticated')).toEqual(Object.keys(accounts));
  });
});

describe('fanToolMode (002 §6: write wins; no matching role gives unauthorized)', () => {
  it.each([
    [['write_fpt'], 'write'],
    [['read_fpt'], 'read'],
    [['read_fpt', 'write_fpt'], 'write'],
    [['write_fpt', 'read_fpt'], 'write'],
    [['edit_fanUpload', 'read_fpt'], 'read'],
    [['edit_fanUpload'], null],
    [[], null],
    [['fpt', 'read', 'admin'], null],
  ] as const)('%j → %s', (roles, mode) => {
    expect(fanToolMode(roles)).toBe(mode);
  });
});

describe('parseRolesString (the comma-separated roles of the authorisation call)', () => {
  it.each([
    ['write_fpt', ['write_fpt']],
    ['read_fpt,write_fpt', ['read_fpt', 'write_fpt']],
    [' read_fpt , , write_fpt ,', ['read_fpt', 'write_fpt']],
    ['', []],
    [null, []],
    [undefined, []],
  ] as const)('%j → %j', (input, roles) => {
    expect(parseRolesString(input)).toEqual(roles);
  });

  it('feeds fanToolMode: write wins in a string too', () => {
    expect(fanToolMode(parseRolesString('read_fpt,write_fpt'))).toBe('write');
    expect(fanToolMode(parseRolesString(''))).toBeNull();
  });
});

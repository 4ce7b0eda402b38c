import { describe, expect, it } from 'vitest';
import { canAccessWith, requiredAccess } from './access-policy.ts';
import { employeeFixture } from '../test/index.ts';

const employee = (roles: string[]) => employeeFixture({ roles });

describe('requiredAccess', () => {
  it('asks read_fpt for reading and write_fpt for changing', () => {
    expect(requiredAccess('fans', 'list')).toBe('read_fpt');
    expect(requiredAccess('groups', 'export')).toBe('read_fpt');
    expect(requiredAccess('groups', 'delete')).toBe('write_fpt');
    expect(requiredAccess('groups', 'create')).toBe('write_fpt');
    expect(requiredAccess('fans', 'edit')).toBeNull();
    expect(requiredAccess('audit-events', 'list')).toBe('read_fpt');
    expect(requiredAccess('audit-events', 'delete')).toBeNull();
  });

  it('knows no other resource', () => {
    expect(requiredAccess('users', 'list')).toBeNull();
  });
});

describe('canAccessWith', () => {
  it('lets a reader read but not write', () => {
    expect(canAccessWith(employee(['read_fpt']), { resource: 'fans', action: 'list' })).toBe(true);
    expect(canAccessWith(employee(['read_fpt']), { resource: 'groups', action: 'create' })).toBe(false);
  });

  it('lets a writer do both (write_fpt implies read_fpt)', () => {
    expect(canAccessWith(employee(['write_fpt']), { resource: 'fans', action: 'show' })).toBe(true);
    expect(canAccessWith(employee(['write_fpt']), { resource: 'groups', action: 'delete' })).toBe(true);
  });

  it('refuses nobody, customers, other roles and unknown resources', () => {
    expect(canAccessWith(null, { resource: 'fans', action: 'list' })).toBe(false);
    expect(canAccessWith({ ...employee(['read_fpt']), kind: 'customer' }, { resource: 'fans', action: 'list' })).toBe(
      false,
    );
    for (const resource of ['fans', 'groups', 'audit-events']) {
      expect(canAccessWith(employee(['edit_fanUpload']), { resource, action: 'list' })).toBe(false);
      expect(canAccessWith(employee(['read_fpt']), { resource, action: 'list' })).toBe(true);
    }
    expect(canAccessWith(employee(['write_fpt']), { resource: 'users', action: 'list' })).toBe(false);
  });
});

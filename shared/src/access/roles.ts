/**
 * Who may call what (002 §6). Every gateway route declares one Access level; the console reads the same rules
 * to decide what to show. write_fpt includes read_fpt.
 */
export const ROLES = ['read_fpt', 'write_fpt', 'edit_fanUpload', 'review_docs'] as const;
export type Role = (typeof ROLES)[number];

/**
 * public: anyone. authenticated: any signed-in person (who-am-I, sign-out, the employee authorization check).
 * customer: a signed-in customer. read_fpt, write_fpt, edit_fanUpload: an employee holding that role. review_docs:
 * an employee who reviews the discount program's verification documents (001).
 */
export const ACCESS_LEVELS = [
  'public',
  'authenticated',
  'customer',
  'read_fpt',
  'write_fpt',
  'edit_fanUpload',
  'review_docs',
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export type PrincipalKind = 'employee' | 'customer';

export interface Principal {
  kind: PrincipalKind;
  roles: readonly string[];
}

/** Roles a role implies: write_fpt carries read_fpt with it. */
const IMPLIES: Record<Role, readonly Role[]> = {
  read_fpt: [],
  write_fpt: ['read_fpt'],
  edit_fanUpload: [],
  review_docs: [],
};

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** 002 §6 spells the write role both WRITE_FPT and write_fpt: role names compare without case. */
export function toRole(value: string): Role | null {
  const lower = value.trim().toLowerCase();
  return ROLES.find((r) => r.toLowerCase() === lower) ?? null;
}

/** The roles a principal effectively holds, with implied roles added. */
export function effectiveRoles(roles: readonly string[]): Set<Role> {
  const out = new Set<Role>();
  for (const name of roles) {
    const r = toRole(name);
    if (!r) continue;
    out.add(r);
    for (const implied of IMPLIES[r]) out.add(implied);
  }
  return out;
}

/** Whether a principal (or nobody, when null) satisfies an access level. */
export function satisfies(principal: Principal | null, access: Access): boolean {
  if (access === 'public') return true;
  if (!principal) return false;
  if (access === 'authenticated') return true;
  if (access === 'customer') return principal.kind === 'customer';
  return principal.kind === 'employee' && effectiveRoles(principal.roles).has(access);
}

/** 002 §6: write wins if both are present; no matching role gives unauthorized. */
export type FanToolMode = 'write' | 'read' | null;
export function fanToolMode(roles: readonly string[]): FanToolMode {
  const eff = effectiveRoles(roles);
  if (eff.has('write_fpt')) return 'write';
  if (eff.has('read_fpt')) return 'read';
  return null;
}

/** Roles string as the carrier's authorisation call carries it: comma-separated. */
export function parseRolesString(roles: string | null | undefined): string[] {
  return (roles ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter((r) => r.length > 0);
}

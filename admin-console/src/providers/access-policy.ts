import { accessForResource, satisfies, type Access, type MeResponse } from '@carrier/shared/access';

/**
 * Which access level a react-admin action on a resource needs: shared's ADMIN_RESOURCE_POLICY, the table the
 * gateway's /admin-api routes declare too. null for resources and actions the table does not name.
 */
export function requiredAccess(resource: string, action: string): Access | null {
  return accessForResource(resource, action);
}

/** One policy for the console and the gateway: shared's `satisfies` decides. Unknown resources are refused. */
export function canAccessWith(me: MeResponse | null, params: { resource: string; action: string }): boolean {
  const access = requiredAccess(params.resource, params.action);
  if (access === null) return false;
  return satisfies(me ? { kind: me.kind, roles: me.roles } : null, access);
}

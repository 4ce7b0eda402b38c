import { satisfies, type Access, type MeResponse } from '@carrier/shared';

/** The console's resources: the tool page now, the fans and groups resources next (002 §2.4, §6). */
const FAN_TOOL_RESOURCES = ['fan-tools', 'fans', 'groups'] as const;

/** 002 §6: authorised roles may search, view and export; changing anything needs the write role. */
const READ_ACTIONS = new Set(['list', 'show', 'export', 'read', 'search']);

/** Which access level a react-admin action on a resource needs; null for resources the console does not know. */
export function requiredAccess(resource: string, action: string): Access | null {
  if (!(FAN_TOOL_RESOURCES as readonly string[]).includes(resource)) return null;
  return READ_ACTIONS.has(action) ? 'read_fpt' : 'write_fpt';
}

/** One policy for the console and the gateway: shared's `satisfies` decides. Unknown resources are refused. */
export function canAccessWith(me: MeResponse | null, params: { resource: string; action: string }): boolean {
  const access = requiredAccess(params.resource, params.action);
  if (access === null) return false;
  return satisfies(me ? { kind: me.kind, roles: me.roles } : null, access);
}

/**
 * What the fan-profiles service offers the rest of the gateway besides its routes: the fan landing asks who holds
 * a token, and the /admin-api facade lists and changes FANs and groups through the same rules as the fan tools.
 */
export { getFanDetails, findTokenHolder } from './service.ts';
export { getGroupDetails } from './group-service.ts';
export { createGroup, deleteGroup } from './membership-service.ts';
export { listFans } from './fan-list-store.ts';
export { findFanById } from './store.ts';
export { listGroups, toGroupRecord } from './group-list-store.ts';
export { findAuditEvent, listAuditEvents } from './audit-list-store.ts';
export { errorReplies, toolContext } from './route-kit.ts';
export { tokenLinkFor } from './token-link.ts';
export type { TokenLink } from './tool-context.ts';

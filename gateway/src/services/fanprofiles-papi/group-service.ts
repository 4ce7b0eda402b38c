import {
  AUDIT_ACTIONS,
  fanToolsText,
  isFanId,
  validateFanIdSearch,
  type GroupDetails,
  type MultiSearchResponse,
  type TokenResponse,
} from '@carrier/shared/fan-tools';
import type { Queryable } from '../../store/db.ts';
import { newToken } from '../../landing-token.ts';
import { insertAudit } from './audit-store.ts';
import {
  findGroup,
  findGroupAnyCase,
  findGroupsOfFan,
  lockGroup,
  replaceGroupToken,
  toGroupDetails,
  updateGroupView,
  updateGroupWebStatus,
  type GroupRow,
} from './group-store.ts';
import { membersOf } from './member-store.ts';
import { findFanProfiles } from './store.ts';
import { groupGone, noResults, type TokenLink, type ToolContext } from './tool-context.ts';

async function withMembers(db: Queryable, rows: GroupRow[], tokenLink: TokenLink): Promise<GroupDetails[]> {
  const members = await membersOf(
    db,
    rows.map((r) => r.group_id),
  );
  return rows.map((r) => ({ ...toGroupDetails(r, tokenLink), fanDetails: members.get(r.group_id) ?? [] }));
}

/**
 * 002 §7 group/details/type/{fanid|groupid}/id/{id}: by FAN id, the groups holding that FAN and the FAN's profile;
 * by group id, that group. Nothing found (or a FAN id that is not 8 digits): 'No results. Please search by Single FAN ID.'
 */
export async function searchGroups(
  db: Queryable,
  type: 'fanid' | 'groupid',
  id: string,
  tokenLink: TokenLink,
): Promise<Omit<MultiSearchResponse, 'status'>> {
  if (type === 'groupid') {
    const group = await findGroupAnyCase(db, id);
    if (!group) throw noResults();
    return {
      groupDetails: await withMembers(db, [group], tokenLink),
      fanDetails: [],
      invalidFanIds: [],
      groupId: group.group_id,
    };
  }
  if (!validateFanIdSearch(id, fanToolsText.noResultsMulti).ok || !isFanId(id)) throw noResults();
  const groups = await findGroupsOfFan(db, id);
  if (groups.length === 0) throw noResults();
  const [groupDetails, fanDetails] = await Promise.all([
    withMembers(db, groups, tokenLink),
    findFanProfiles(db, [id], tokenLink),
  ]);
  return { groupDetails, fanDetails, invalidFanIds: [], groupId: null };
}

/** One group with its members; a group that is gone answers 'This group no longer exists…'. */
export async function getGroupDetails(db: Queryable, groupId: string, tokenLink: TokenLink): Promise<GroupDetails> {
  const group = await findGroup(db, groupId);
  if (!group) throw groupGone();
  const [details] = await withMembers(db, [group], tokenLink);
  return details!;
}

/** 002 §7 group/token/generate: a new group token; the old one stops working at once. */
export async function generateGroupToken(
  ctx: ToolContext,
  groupId: string,
  reason: string,
): Promise<Omit<TokenResponse, 'status'>> {
  const token = newToken();
  const timeStamp = await ctx.db.transaction(async (tx) => {
    const before = await lockGroup(tx, groupId);
    if (!before) throw groupGone();
    const at = await replaceGroupToken(tx, groupId, token);
    await insertAudit(tx, {
      actor: ctx.actor,
      action: AUDIT_ACTIONS.groupToken,
      entityType: 'group',
      entityId: groupId,
      reason,
      changes: {
        tokenGenerationDate: {
          from: before.token_created_at ? new Date(before.token_created_at).toISOString() : null,
          to: at,
        },
      },
    });
    return at;
  });
  return { token, tokenLink: ctx.tokenLink(token), timeStamp };
}

/** 002 §7 group/update/webstatus: the splash page on or off, with the reason stored and returned. */
export async function setGroupWebStatus(
  ctx: ToolContext,
  groupId: string,
  enable: boolean,
  reason: string,
): Promise<{ groupId: string; isWebEnabled: boolean; reason: string }> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockGroup(tx, groupId);
    if (!before) throw groupGone();
    await updateGroupWebStatus(tx, groupId, enable, reason);
    await insertAudit(tx, {
      actor: ctx.actor,
      action: AUDIT_ACTIONS.groupWebStatus,
      entityType: 'group',
      entityId: groupId,
      reason,
      changes: {
        isWebEnabled: { from: before.is_web_enabled, to: enable },
        webStatusReason: { from: before.web_status_reason, to: reason },
      },
    });
  });
  return { groupId, isWebEnabled: enable, reason };
}

/** 002 §7 group/update/view: List view (suggested for at most 500 FANs) or Search view. */
export async function setGroupView(
  ctx: ToolContext,
  groupId: string,
  listView: boolean,
): Promise<{ groupId: string; isList: boolean }> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockGroup(tx, groupId);
    if (!before) throw groupGone();
    await updateGroupView(tx, groupId, listView);
    await insertAudit(tx, {
      actor: ctx.actor,
      action: AUDIT_ACTIONS.groupView,
      entityType: 'group',
      entityId: groupId,
      reason: null,
      changes: { isList: { from: before.is_list, to: listView } },
    });
  });
  return { groupId, isList: listView };
}

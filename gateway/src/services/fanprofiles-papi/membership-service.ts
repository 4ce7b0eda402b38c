import { ErrorIds } from '@carrier/shared/core';
import { AUDIT_ACTIONS, fanToolsText } from '@carrier/shared/fan-tools';
import type { Queryable } from '../../store/db.ts';
import { HttpError } from '../../http-error.ts';
import { newToken } from '../../landing-token.ts';
import { insertAudit } from './audit-store.ts';
import { deleteGroupRow, insertGroup, lockGroup, type GroupRow } from './group-store.ts';
import { deleteMember, existingMembers, insertMembers, memberCount } from './member-store.ts';
import { findFanStatuses } from './store.ts';
import { fansNotValid, groupGone, lastFan, type ToolContext } from './tool-context.ts';

/** 002 §5: only Active FANs go into a group. Unknown ids are not valid either. */
async function requireActive(db: Queryable, fanIds: string[]): Promise<void> {
  if (fanIds.length === 0) return;
  const statuses = await findFanStatuses(db, fanIds);
  if (fanIds.some((id) => statuses.get(id) !== 'Active')) throw fansNotValid();
}

const distinct = (ids: string[]) => [...new Set(ids)].sort();

/**
 * 002 §7 group/create/group: a new group of Active FANs (at least one), with its token; its id is 'GRP' and the
 * next number of a store sequence, so two gateways never hand out one id twice.
 */
export async function createGroup(
  ctx: ToolContext,
  input: { fanIds: string[]; isListView: boolean; isWebEnabled: boolean },
): Promise<GroupRow> {
  const fanIds = distinct(input.fanIds);
  if (fanIds.length === 0) throw fansNotValid();
  return ctx.db.transaction(async (tx) => {
    await requireActive(tx, fanIds);
    const group = await insertGroup(tx, {
      isWebEnabled: input.isWebEnabled,
      isList: input.isListView,
      token: newToken(),
    });
    await insertMembers(tx, group.group_id, fanIds);
    await insertAudit(tx, {
      actor: ctx.actor,
      action: AUDIT_ACTIONS.groupCreate,
      entityType: 'group',
      entityId: group.group_id,
      reason: null,
      changes: {
        added: fanIds,
        isWebEnabled: { from: null, to: input.isWebEnabled },
        isList: { from: null, to: input.isListView },
      },
    });
    return group;
  });
}

/**
 * 002 §7 group/add/fans: adds Active FANs; FANs already in the group are reported, not doubled. The group row is
 * locked for the transaction and the insert skips conflicts, so two writers adding at once lose nothing.
 */
export async function addFans(
  ctx: ToolContext,
  groupId: string,
  requested: string[],
): Promise<{ added: string[]; alreadyMembers: string[] }> {
  const fanIds = distinct(requested);
  return ctx.db.transaction(async (tx) => {
    if (!(await lockGroup(tx, groupId))) throw groupGone();
    const present = await existingMembers(tx, groupId, fanIds);
    await requireActive(
      tx,
      fanIds.filter((id) => !present.has(id)),
    );
    const added = await insertMembers(tx, groupId, fanIds);
    const alreadyMembers = fanIds.filter((id) => !added.includes(id));
    if (added.length > 0) {
      await insertAudit(tx, {
        actor: ctx.actor,
        action: AUDIT_ACTIONS.groupAddFans,
        entityType: 'group',
        entityId: groupId,
        reason: null,
        changes: { added },
      });
    }
    return { added, alreadyMembers };
  });
}

/**
 * DELETE group/remove/{groupId}/fanIds/{fanId}: takes one FAN out of a group. Refused when the group has fewer
 * than 2 FANs (002 §4); the group row lock makes two removals racing for the last two FANs take turns.
 */
export async function removeFan(ctx: ToolContext, groupId: string, fanId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (!(await lockGroup(tx, groupId))) throw groupGone();
    const { count, isMember } = await memberCount(tx, groupId, fanId);
    if (!isMember) throw new HttpError(404, ErrorIds.fanNotFound, fanToolsText.fansNotFoundInGroup);
    if (count < 2) throw lastFan();
    await deleteMember(tx, groupId, fanId);
    await insertAudit(tx, {
      actor: ctx.actor,
      action: AUDIT_ACTIONS.groupRemoveFan,
      entityType: 'group',
      entityId: groupId,
      reason: null,
      changes: { removed: [fanId] },
    });
  });
}

/** DELETE group/remove/{groupId}: deletes the group and its memberships; answers the group as it was. */
export async function deleteGroup(ctx: ToolContext, groupId: string): Promise<{ group: GroupRow; fanCount: number }> {
  return ctx.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (!group) throw groupGone();
    const { count } = await memberCount(tx, groupId);
    await deleteGroupRow(tx, groupId);
    await insertAudit(tx, {
      actor: ctx.actor,
      action: AUDIT_ACTIONS.groupDelete,
      entityType: 'group',
      entityId: groupId,
      reason: null,
      changes: {
        group: { from: { isWebEnabled: group.is_web_enabled, isList: group.is_list, fanCount: count }, to: null },
      },
    });
    return { group, fanCount: count };
  });
}

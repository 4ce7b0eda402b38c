import { AUDIT_ACTIONS, isFanId, type TokenResponse } from '@carrier/shared/fan-tools';
import { newToken } from '../../landing-token.ts';
import { insertAudit } from './audit-store.ts';
import { lockFan, replaceFanToken, updateFanWebStatus } from './store.ts';
import { fanNotFound, onlExpStatusFor, type ToolContext } from './tool-context.ts';

/**
 * 002 §7 fan/token/generate: a new token for the FAN's landing link. The old token stops working in the same
 * statement (tokens are looked up by value), and the change is audited with its reason, never with the tokens.
 */
export async function generateFanToken(
  ctx: ToolContext,
  fanId: string,
  reason: string,
): Promise<Omit<TokenResponse, 'status'>> {
  if (!isFanId(fanId)) throw fanNotFound();
  const token = newToken();
  const timeStamp = await ctx.db.transaction(async (tx) => {
    const before = await lockFan(tx, fanId);
    if (!before) throw fanNotFound();
    const at = await replaceFanToken(tx, fanId, token);
    await insertAudit(tx, {
      actor: ctx.actor,
      action: AUDIT_ACTIONS.fanToken,
      entityType: 'fan',
      entityId: fanId,
      reason,
      changes: { tokenTimeStamp: { from: before.tokenTimeStamp, to: at } },
    });
    return at;
  });
  return { token, tokenLink: ctx.tokenLink(token), timeStamp };
}

/** 002 §7 fan/update/webstatus: web status on ('Active') or off ('Inactive'), with the reason stored and returned. */
export async function setFanWebStatus(
  ctx: ToolContext,
  fanId: string,
  enable: boolean,
  reason: string,
): Promise<{ fanId: string; onlExpStatus: string; onlExpStatusChangeReason: string }> {
  if (!isFanId(fanId)) throw fanNotFound();
  const onlExpStatus = onlExpStatusFor(enable);
  await ctx.db.transaction(async (tx) => {
    const before = await lockFan(tx, fanId);
    if (!before) throw fanNotFound();
    await updateFanWebStatus(tx, fanId, onlExpStatus, reason);
    await insertAudit(tx, {
      actor: ctx.actor,
      action: AUDIT_ACTIONS.fanWebStatus,
      entityType: 'fan',
      entityId: fanId,
      reason,
      changes: {
        onlExpStatus: { from: before.onlExpStatus, to: onlExpStatus },
        onlExpStatusChangeReason: { from: before.reason, to: reason },
      },
    });
  });
  return { fanId, onlExpStatus, onlExpStatusChangeReason: reason };
}

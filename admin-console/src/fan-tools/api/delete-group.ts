import { removeResponseSchema } from '@carrier/shared';
import type { FeatureFlags } from '../../api/flags.ts';
import { fanToolRequest } from './fan-tool-request.ts';

/** 002 §7: DELETE {prefix}group/remove/{groupId}. */
export async function deleteGroup(flags: FeatureFlags, params: { groupId: string }): Promise<void> {
  await fanToolRequest(flags, `group/remove/${encodeURIComponent(params.groupId)}`, removeResponseSchema, { method: 'DELETE' });
}

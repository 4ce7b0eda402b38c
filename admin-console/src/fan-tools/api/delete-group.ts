import { removeResponseSchema } from '@carrier/shared/fan-tools';
import { fanToolRequest } from './fan-tool-request.ts';

/** 002 §7: DELETE {prefix}group/remove/{groupId}. */
export async function deleteGroup(params: { groupId: string }): Promise<void> {
  await fanToolRequest(`group/remove/${encodeURIComponent(params.groupId)}`, removeResponseSchema, {
    method: 'DELETE',
  });
}

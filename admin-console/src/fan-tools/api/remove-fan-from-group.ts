import { removeResponseSchema } from '@carrier/shared/fan-tools';
import { fanToolRequest } from './fan-tool-request.ts';

export interface RemoveFanFromGroupParams {
  groupId: string;
  fanId: string;
}

/** 002 §7: DELETE {prefix}group/remove/{groupId}/fanIds/{fanId}. */
export async function removeFanFromGroup(params: RemoveFanFromGroupParams): Promise<void> {
  const path = `group/remove/${encodeURIComponent(params.groupId)}/fanIds/${encodeURIComponent(params.fanId)}`;
  await fanToolRequest(path, removeResponseSchema, { method: 'DELETE' });
}

import { groupWebStatusRequestSchema, groupWebStatusResponseSchema } from '@carrier/shared/fan-tools';
import { fanToolRequest, jsonPost } from './fan-tool-request.ts';

export interface UpdateGroupWebStatusParams {
  groupId: string;
  enableStatus: boolean;
  reason: string;
}

export interface GroupWebStatusResult {
  groupId: string;
  isWebEnabled: boolean;
  reason: string;
}

/** 002 §7: POST {prefix}group/update/webstatus { groupId, enableStatus, reason }: the splash page on or off. */
export async function updateGroupWebStatus(params: UpdateGroupWebStatusParams): Promise<GroupWebStatusResult> {
  const { status: _, ...result } = await fanToolRequest(
    'group/update/webstatus',
    groupWebStatusResponseSchema,
    jsonPost(groupWebStatusRequestSchema, params),
  );
  return result;
}

import { createGroupRequestSchema, createGroupResponseSchema } from '@carrier/shared/fan-tools';
import { fanToolRequest, jsonPost } from './fan-tool-request.ts';

export interface CreateGroupParams {
  fanIds: string[];
}

/**
 * 002 §7: POST {prefix}group/create/group { fanIds, isListView: false, isWebEnabled } → the new groupId.
 * A new group starts in Search view with its splash page off.
 */
export async function createGroup(params: CreateGroupParams): Promise<{ groupId: string }> {
  const body = { fanIds: params.fanIds, isListView: false, isWebEnabled: false };
  const reply = await fanToolRequest(
    'group/create/group',
    createGroupResponseSchema,
    jsonPost(createGroupRequestSchema, body),
  );
  return { groupId: reply.groupId };
}

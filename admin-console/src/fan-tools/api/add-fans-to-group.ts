import { addFansRequestSchema, addFansResponseSchema } from '@carrier/shared/fan-tools';
import { fanToolRequest, jsonPost } from './fan-tool-request.ts';

export interface AddFansToGroupParams {
  groupId: string;
  fanIds: string[];
}

export interface AddFansResult {
  groupId: string;
  added: string[];
  alreadyMembers: string[];
}

/** 002 §7: POST {prefix}group/add/fans { fanIds, groupId }; members already in the group stay as they are. */
export async function addFansToGroup(params: AddFansToGroupParams): Promise<AddFansResult> {
  const { status: _, ...result } = await fanToolRequest(
    'group/add/fans',
    addFansResponseSchema,
    jsonPost(addFansRequestSchema, params),
  );
  return result;
}

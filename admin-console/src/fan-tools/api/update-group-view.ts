import { groupViewRequestSchema, groupViewResponseSchema } from '@carrier/shared/fan-tools';
import { fanToolRequest, jsonPost } from './fan-tool-request.ts';

export interface UpdateGroupViewParams {
  groupId: string;
  listView: boolean;
}

/** 002 §7: POST {prefix}group/update/view { groupId, listView }: List view (true) or Search view (false). */
export async function updateGroupView(params: UpdateGroupViewParams): Promise<{ groupId: string; isList: boolean }> {
  const { status: _, ...result } = await fanToolRequest(
    'group/update/view',
    groupViewResponseSchema,
    jsonPost(groupViewRequestSchema, params),
  );
  return result;
}

import type { TokenResponse } from '@carrier/shared/fan-tools';
import { addFansToGroup, type AddFansResult, type AddFansToGroupParams } from '../fan-tools/api/add-fans-to-group.ts';
import { createGroup, type CreateGroupParams } from '../fan-tools/api/create-group.ts';
import { deleteGroup } from '../fan-tools/api/delete-group.ts';
import { generateFanToken, type GenerateFanTokenParams } from '../fan-tools/api/generate-fan-token.ts';
import { generateGroupToken, type GenerateGroupTokenParams } from '../fan-tools/api/generate-group-token.ts';
import { removeFanFromGroup, type RemoveFanFromGroupParams } from '../fan-tools/api/remove-fan-from-group.ts';
import {
  updateFanWebStatus,
  type FanWebStatusResult,
  type UpdateFanWebStatusParams,
} from '../fan-tools/api/update-fan-web-status.ts';
import {
  updateGroupWebStatus,
  type GroupWebStatusResult,
  type UpdateGroupWebStatusParams,
} from '../fan-tools/api/update-group-web-status.ts';
import { updateGroupView, type UpdateGroupViewParams } from '../fan-tools/api/update-group-view.ts';

/**
 * The Signature profile tool's changes (002 §6 write role), as named dataProvider methods the screens call through
 * react-admin's useDataProvider. Each resolves to { data } like react-admin's own methods, and rejects with an
 * ApiFailure; fanToolRequest picks the prefix by the flags and handles a 401.
 */
export interface FanToolActions {
  generateFanToken(params: GenerateFanTokenParams): Promise<{ data: TokenResponse }>;
  generateGroupToken(params: GenerateGroupTokenParams): Promise<{ data: TokenResponse }>;
  updateFanWebStatus(params: UpdateFanWebStatusParams): Promise<{ data: FanWebStatusResult }>;
  updateGroupWebStatus(params: UpdateGroupWebStatusParams): Promise<{ data: GroupWebStatusResult }>;
  updateGroupView(params: UpdateGroupViewParams): Promise<{ data: { groupId: string; isList: boolean } }>;
  createGroup(params: CreateGroupParams): Promise<{ data: { groupId: string } }>;
  addFansToGroup(params: AddFansToGroupParams): Promise<{ data: AddFansResult }>;
  removeFanFromGroup(params: RemoveFanFromGroupParams): Promise<{ data: RemoveFanFromGroupParams }>;
  deleteGroup(params: { groupId: string }): Promise<{ data: { groupId: string } }>;
}

function action<P, R>(call: (params: P) => Promise<R>) {
  return async (params: P): Promise<{ data: R }> => ({ data: await call(params) });
}

function acknowledged<P>(call: (params: P) => Promise<void>) {
  return async (params: P): Promise<{ data: P }> => {
    await call(params);
    return { data: params };
  };
}

export const fanToolActions: FanToolActions = {
  generateFanToken: action(generateFanToken),
  generateGroupToken: action(generateGroupToken),
  updateFanWebStatus: action(updateFanWebStatus),
  updateGroupWebStatus: action(updateGroupWebStatus),
  updateGroupView: action(updateGroupView),
  createGroup: action(createGroup),
  addFansToGroup: action(addFansToGroup),
  removeFanFromGroup: acknowledged(removeFanFromGroup),
  deleteGroup: acknowledged(deleteGroup),
};

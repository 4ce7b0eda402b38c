import { groupTokenRequestSchema, tokenResponseSchema, type TokenResponse } from '@carrier/shared/fan-tools';
import { fanToolRequest, jsonPost } from './fan-tool-request.ts';

export interface GenerateGroupTokenParams {
  groupId: string;
  updateReason: string;
}

/** 002 §7: POST {prefix}group/token/generate { groupId, updateReason } → the new token, its link and timeStamp. */
export function generateGroupToken(params: GenerateGroupTokenParams): Promise<TokenResponse> {
  return fanToolRequest('group/token/generate', tokenResponseSchema, jsonPost(groupTokenRequestSchema, params));
}

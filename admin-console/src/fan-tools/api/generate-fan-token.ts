import { fanTokenRequestSchema, tokenResponseSchema, type TokenResponse } from '@carrier/shared/fan-tools';
import { fanToolRequest, jsonPost } from './fan-tool-request.ts';

export interface GenerateFanTokenParams {
  fanId: string;
  updateReason: string;
}

/** 002 §7: POST {prefix}fan/token/generate { fanId, updateReason } → the new token, its link and timeStamp. */
export function generateFanToken(params: GenerateFanTokenParams): Promise<TokenResponse> {
  return fanToolRequest('fan/token/generate', tokenResponseSchema, jsonPost(fanTokenRequestSchema, params));
}

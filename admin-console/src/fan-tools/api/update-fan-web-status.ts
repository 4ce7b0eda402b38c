import { fanWebStatusRequestSchema, fanWebStatusResponseSchema } from '@carrier/shared/fan-tools';
import { fanToolRequest, jsonPost } from './fan-tool-request.ts';

export interface UpdateFanWebStatusParams {
  fanId: string;
  enableStatus: boolean;
  reason: string;
}

export interface FanWebStatusResult {
  fanId: string;
  onlExpStatus: string;
  onlExpStatusChangeReason: string;
}

/** 002 §7: POST {prefix}fan/update/webstatus { fanId, enableStatus, reason } → the new status and its reason. */
export async function updateFanWebStatus(params: UpdateFanWebStatusParams): Promise<FanWebStatusResult> {
  const { status: _, ...result } = await fanToolRequest(
    'fan/update/webstatus',
    fanWebStatusResponseSchema,
    jsonPost(fanWebStatusRequestSchema, params),
  );
  return result;
}

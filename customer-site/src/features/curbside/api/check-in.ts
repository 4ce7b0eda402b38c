import {
  bopisPayload,
  checkinPayload,
  CURBSIDE_APP_ID,
  curbsideNotificationPath,
  curbsideResponseSchema,
  type CheckinValues,
  type CurbsideQuery,
} from '@carrier/shared/curbside';
import { requestJson, type ApiResult } from '../../../api/http.ts';

/**
 * 002 §7 the check-in: POST …/curbsidenotification/{store} with the standard payload and the appID header, or,
 * when BOPIS is true, the array of one payload to the configured URL instead. The answer's content is the status.
 */
export async function checkIn(
  query: CurbsideQuery,
  values: CheckinValues,
  bopisUrl: string,
  csrfToken?: string,
): Promise<ApiResult<string>> {
  const csrf: Record<string, string> = csrfToken ? { 'x-csrf-token': csrfToken } : {};
  const sameSite = (url: string) => url.startsWith('/');
  const result = query.bopis
    ? await requestJson(
        bopisUrl,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(sameSite(bopisUrl) ? csrf : {}) },
          body: JSON.stringify(bopisPayload(query.ordernum, query.store, values)),
        },
        curbsideResponseSchema,
      )
    : await requestJson(
        curbsideNotificationPath(query.store),
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', appID: CURBSIDE_APP_ID, ...csrf },
          body: JSON.stringify(checkinPayload(query.ordernum, values)),
        },
        curbsideResponseSchema,
      );
  return result.ok ? { ok: true, data: result.data.content } : result;
}

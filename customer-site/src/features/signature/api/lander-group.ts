import { fanProfilesPrefix, landerResponseSchema, type LanderFan } from '@carrier/shared/fan-tools';
import { requestJson, type ApiResult } from '../../../api/http.ts';

const groupPath = (groupId: string, newApi: boolean) =>
  `${fanProfilesPrefix(newApi)}group/details/type/groupid/id/${encodeURIComponent(groupId)}`;

/** 002 §7 GET {prefix}group/details/type/groupid/id/{groupId}: the group's entries (groupDetails[0].fanDetails). */
export async function getLanderGroup(groupId: string, newApi: boolean): Promise<ApiResult<LanderFan[]>> {
  const result = await requestJson(groupPath(groupId, newApi), {}, landerResponseSchema);
  return result.ok ? { ok: true, data: result.data.groupDetails[0]?.fanDetails ?? [] } : result;
}

/** 002 §7 GET …/groupid/id/{groupId}/fanId/{fanId}: that FAN's entry (the first fanDetails entry), if the group shows it. */
export async function findLanderFan(groupId: string, fanId: string, newApi: boolean): Promise<ApiResult<LanderFan>> {
  const result = await requestJson(
    `${groupPath(groupId, newApi)}/fanId/${encodeURIComponent(fanId)}`,
    {},
    landerResponseSchema,
  );
  if (!result.ok) return result;
  const entry = result.data.groupDetails[0]?.fanDetails[0];
  return entry
    ? { ok: true, data: entry }
    : { ok: false, error: { errorId: 'FAN_NOT_FOUND', message: 'The FAN ID cannot be found', status: 404 } };
}

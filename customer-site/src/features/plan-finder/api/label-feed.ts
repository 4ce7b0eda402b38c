import { labelFeedResponseSchema, labelPaths, type PlanRecord } from '@carrier/shared/address-shopping';
import { requestJson, type ApiResult } from '../../../api/http.ts';

/** 002 §7 the label feed: the plans of 'cms-feed'; wireline uses Fixed, the wireless families Mobile. */
export async function getLabelFeed(serviceType: 'Fixed' | 'Mobile'): Promise<ApiResult<PlanRecord[]>> {
  const result = await requestJson(labelPaths.feed(serviceType), {}, labelFeedResponseSchema);
  return result.ok ? { ok: true, data: result.data['cms-feed'] } : result;
}

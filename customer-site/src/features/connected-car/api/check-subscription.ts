import {
  SUBSCRIPTION_COUNTRY,
  subscriptionResponseSchema,
  subscriptionUrl,
  type SubscriptionResponse,
} from '@carrier/shared/connected-car';
import { requestJson, type ApiResult } from '../../../api/http.ts';

export interface SubscriptionCall {
  path: string;
  vin: string;
  appKey: string;
  tenant: string;
  channel: string;
}

/**
 * 002 §7 the connected-vehicle platform's check: GET {path}?uri=vin:{vin}&appKey={key} with the headers tenant,
 * country US and channel. A failure carries its HTTP status (422, 500, …), which decides what the page shows.
 */
export function checkSubscription(call: SubscriptionCall): Promise<ApiResult<SubscriptionResponse>> {
  return requestJson(
    subscriptionUrl(call.path, call.vin, call.appKey),
    { headers: { tenant: call.tenant, country: SUBSCRIPTION_COUNTRY, channel: call.channel } },
    subscriptionResponseSchema,
  );
}

import { loginStatusResponseSchema } from '@carrier/shared/self-service';
import { requestJson } from '../../../api/http.ts';

/** 000 §7 GET {loginApi}: content.destinationPage says whether the customer is signed in; loginUrl comes back here. */
export function getLoginStatus(loginApi: string, returnUrl: string, signal?: AbortSignal) {
  return requestJson(
    `${loginApi}${loginApi.includes('?') ? '&' : '?'}returnurl=${encodeURIComponent(returnUrl)}`,
    { signal },
    loginStatusResponseSchema,
  );
}

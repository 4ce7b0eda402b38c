import type { WaiverSubmit } from '@carrier/shared/self-service';
import { requestJson } from '../../../api/http.ts';

/** 000 §7 POST {submitApi} with JSON {requestType, accounts[]} and the session's CSRF token; 200 is success. */
export function submitWaiver(submitApi: string, body: WaiverSubmit, csrfToken: string) {
  return requestJson(
    submitApi,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-csrf-token': csrfToken },
      body: JSON.stringify(body),
    },
    null,
  );
}

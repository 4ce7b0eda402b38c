import { loginStatusResponseSchema, militaryAnswerSchema, militaryFormFields, profileResponseSchema, type MilitaryFields, type WaiverSubmit } from '@carrier/shared/self-service';
import { requestJson } from './http.ts';

/**
 * 000 §7 calls of the waiver and military forms. The waiver's paths come from page data ({loginApi}, {api},
 * {submitApi}); the military form's are fixed. Each answers with a value (ApiResult), never a throw.
 */
export const selfServiceForms = {
  /** GET {loginApi}: content.destinationPage says whether the customer is signed in; loginUrl comes back here. */
  loginStatus: (loginApi: string, returnUrl: string, signal?: AbortSignal) =>
    requestJson(`${loginApi}${loginApi.includes('?') ? '&' : '?'}returnurl=${encodeURIComponent(returnUrl)}`, { signal }, loginStatusResponseSchema),
  /** GET {api} (waiver) or …/profile/no-cases (military): the session customer's profile and services. */
  profile: (api: string, signal?: AbortSignal) => requestJson(api, { signal }, profileResponseSchema),
  /** POST {submitApi} with JSON {requestType, accounts[]}; 200 is success. */
  submitWaiver: (submitApi: string, body: WaiverSubmit, csrfToken: string) =>
    requestJson(submitApi, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-csrf-token': csrfToken },
      body: JSON.stringify(body),
    }, null),
  /** POST …/webform/email/militaryWebform as multipart form data (000 §3 fields and the file). */
  submitMilitary: (url: string, fields: MilitaryFields, file: File | null, csrfToken: string) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(militaryFormFields(fields))) form.append(name, value);
    if (file) form.append('file', file, file.name);
    return requestJson(url, { method: 'POST', headers: { 'x-csrf-token': csrfToken }, body: form }, militaryAnswerSchema);
  },
};

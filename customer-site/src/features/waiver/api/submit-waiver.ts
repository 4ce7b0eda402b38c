import { ErrorIds, IDEMPOTENCY_KEY_HEADER, isApiError, SubmissionErrorIds, type ApiError } from '@carrier/shared/core';
import { submitAnswerSchema, type WaiverSubmit } from '@carrier/shared/self-service';
import { readJson, sendRequest } from '../../../api/http.ts';

/** throttled: too many sends in a short time (429), the gateway's error for the page to say so in its language. */
export type WaiverSubmitResult =
  | { ok: true; reference: string | null; alreadyReceived: boolean }
  | { ok: false; status: number; keyReused: boolean; throttled?: ApiError };

/**
 * 000 §7 POST {submitApi} with JSON {requestType, accounts[]}, the session's CSRF token and the form's submission key;
 * 200 is success. The answer's reference (and whether the request had already been received) is read when it carries
 * one; a 200 without it is still a success. A 409 SUBMISSION_KEY_REUSED says the key went with another request.
 */
export async function submitWaiver(
  submitApi: string,
  body: WaiverSubmit,
  csrfToken: string,
  submissionKey: string,
): Promise<WaiverSubmitResult> {
  const sent = await sendRequest(submitApi, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-csrf-token': csrfToken, [IDEMPOTENCY_KEY_HEADER]: submissionKey },
    body: JSON.stringify(body),
  });
  if (!sent.ok) return { ok: false, status: 0, keyReused: false };
  const { response } = sent;
  if (response.status !== 200) {
    const error = (await readJson(response)) as Partial<ApiError> | null;
    return {
      ok: false,
      status: response.status,
      keyReused: error?.errorId === SubmissionErrorIds.keyReused,
      ...(isApiError(error) && error.errorId === ErrorIds.tooManyRequests ? { throttled: error } : {}),
    };
  }
  const answer = submitAnswerSchema.safeParse(await readJson(response));
  return {
    ok: true,
    reference: answer.success ? (answer.data.reference ?? null) : null,
    alreadyReceived: answer.success ? (answer.data.alreadyReceived ?? false) : false,
  };
}

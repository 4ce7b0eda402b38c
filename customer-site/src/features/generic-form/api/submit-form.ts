import {
  ErrorIds,
  IDEMPOTENCY_KEY_HEADER,
  isApiError,
  submissionReceiptSchema,
  SubmissionErrorIds,
  type ApiError,
} from '@carrier/shared/core';
import {
  buildDefaultPayload,
  buildRetailerPayload,
  retailerResultSchema,
  REQUESTED_BY_HEADER,
  REQUESTED_BY_VALUE,
  RETAILER_SUCCESS_CODE,
  type FieldValue,
  type FormDefinition,
} from '@carrier/shared/forms';
import { endpointUrl, readJson, sendRequest } from '../../../api/http.ts';

export interface SubmitContext {
  pagePath: string;
  formId: string;
  csrfToken?: string;
  /** The form's submission key, sent as the Idempotency-Key header. */
  submissionKey?: string;
}

export interface SubmitOutcome {
  ok: boolean;
  status: number;
  /** The stored submission's reference, when the answer carried one. */
  receipt?: { reference: string; alreadyReceived: boolean };
  /** 409: the submission key went with a different submission. */
  keyReused?: boolean;
  /** 429: too many sends in a short time; the gateway's error, for the page to say so in its language. */
  throttled?: ApiError;
}

/**
 * 002 §7 form submission. Default type: HTTP 200 is success (a body without a reference is still one).
 * authorizedRetailerForm: success only on 200 with Result.Code S0000. The page path and form id let the gateway
 * find the stored definition it re-checks the submission against; the reference and alreadyReceived beside the
 * specification's fields are read when present. Never throws: a network failure is a failure.
 */
export async function submitGenericForm(
  definition: FormDefinition,
  values: Readonly<Record<string, FieldValue>>,
  ctx: SubmitContext,
): Promise<SubmitOutcome> {
  const retailer = definition.formType === 'authorizedRetailerForm';
  const body = retailer ? buildRetailerPayload(definition, values) : buildDefaultPayload(definition, values);
  const url = endpointUrl(definition.api ?? '', { pagePath: ctx.pagePath, formId: ctx.formId });
  const sent = await sendRequest(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [REQUESTED_BY_HEADER]: REQUESTED_BY_VALUE,
      ...(ctx.csrfToken ? { 'x-csrf-token': ctx.csrfToken } : {}),
      ...(ctx.submissionKey ? { [IDEMPOTENCY_KEY_HEADER]: ctx.submissionKey } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!sent.ok) return { ok: false, status: 0 };
  const { response } = sent;
  if (response.status !== 200) {
    const error = (await readJson(response)) as Partial<ApiError> | undefined;
    const throttled = isApiError(error) && error.errorId === ErrorIds.tooManyRequests ? { throttled: error } : {};
    return {
      ok: false,
      status: response.status,
      keyReused: error?.errorId === SubmissionErrorIds.keyReused,
      ...throttled,
    };
  }
  const answer = await readJson(response);
  const stored = submissionReceiptSchema.safeParse(answer);
  const receipt = stored.success ? { receipt: stored.data } : {};
  if (!retailer) return { ok: true, status: 200, ...receipt };
  const result = retailerResultSchema.safeParse(answer);
  const ok = result.success && result.data.Result.Code === RETAILER_SUCCESS_CODE;
  return { ok, status: 200, ...(ok ? receipt : {}) };
}

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
}

/**
 * 002 §7 form submission. Default type: HTTP 200 is success and the body is not read. authorizedRetailerForm:
 * success only on 200 with Result.Code S0000. The page path and form id let the gateway find the stored
 * definition it re-checks the submission against. Never throws: a network failure is a failure.
 */
export async function submitGenericForm(
  definition: FormDefinition,
  values: Readonly<Record<string, FieldValue>>,
  ctx: SubmitContext,
): Promise<{ ok: boolean; status: number }> {
  const retailer = definition.formType === 'authorizedRetailerForm';
  const body = retailer ? buildRetailerPayload(definition, values) : buildDefaultPayload(definition, values);
  const url = endpointUrl(definition.api ?? '', { pagePath: ctx.pagePath, formId: ctx.formId });
  const sent = await sendRequest(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [REQUESTED_BY_HEADER]: REQUESTED_BY_VALUE,
      ...(ctx.csrfToken ? { 'x-csrf-token': ctx.csrfToken } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!sent.ok) return { ok: false, status: 0 };
  const { response } = sent;
  if (response.status !== 200) return { ok: false, status: response.status };
  if (!retailer) return { ok: true, status: 200 };
  const result = retailerResultSchema.safeParse(await readJson(response));
  return { ok: result.success && result.data.Result.Code === RETAILER_SUCCESS_CODE, status: 200 };
}

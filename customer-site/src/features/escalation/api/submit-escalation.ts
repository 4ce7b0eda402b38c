import { ESCALATION_PATH, escalationResponseSchema, type EscalationPayload } from '@carrier/shared/escalation';
import type { Locale } from '@carrier/shared/content';
import { requestJson, type ApiResult } from '../../../api/http.ts';
import { IDEMPOTENCY_KEY_HEADER } from '@carrier/shared/core';

export interface EscalationSend {
  payload: EscalationPayload;
  locale: Locale;
  submissionKey: string;
  csrfToken?: string | undefined;
}

/** 002 §7 POST …/webform/email/socialAdvocate with the §3 fields; 200 answers refId (anything else fails). */
export function submitEscalation(send: EscalationSend): Promise<ApiResult<{ refId: string }>> {
  return requestJson(
    ESCALATION_PATH,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Language': send.locale === 'es-us' ? 'es-US' : 'en-US',
        [IDEMPOTENCY_KEY_HEADER]: send.submissionKey,
        ...(send.csrfToken ? { 'x-csrf-token': send.csrfToken } : {}),
      },
      body: JSON.stringify(send.payload),
    },
    escalationResponseSchema,
  );
}

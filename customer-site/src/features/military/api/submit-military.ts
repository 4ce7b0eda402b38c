import { IDEMPOTENCY_KEY_HEADER } from '@carrier/shared/core';
import { submitAnswerSchema, militaryFormFields, type MilitaryFields } from '@carrier/shared/self-service';
import { requestJson } from '../../../api/http.ts';

/**
 * 000 §7 POST …/webform/email/militaryWebform as multipart form data: the 000 §3 fields and the deployment orders
 * file, with the session's CSRF token and the form's submission key (sent again, the same request answers the first
 * one's reference). Answers with a value (accepted or not, with the reference when there is one), never a throw.
 */
export function submitMilitary(
  url: string,
  fields: MilitaryFields,
  file: File | null,
  csrfToken: string,
  submissionKey?: string,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(militaryFormFields(fields))) form.append(name, value);
  if (file) form.append('file', file, file.name);
  return requestJson(
    url,
    {
      method: 'POST',
      headers: { 'x-csrf-token': csrfToken, ...(submissionKey ? { [IDEMPOTENCY_KEY_HEADER]: submissionKey } : {}) },
      body: form,
    },
    submitAnswerSchema,
  );
}

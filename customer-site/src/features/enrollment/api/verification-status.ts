import { z } from 'zod';
import { requestJson, type ApiResult } from '../../../api/http.ts';

const statusSchema = z.looseObject({
  verificationId: z.string().nullish(),
  status: z.string().nullish(),
  segment: z.string().nullish(),
  fanNumber: z.string().nullish(),
  otherResponses: z
    .array(z.looseObject({ verificationId: z.string().nullish(), status: z.string().nullish() }))
    .nullish(),
});
export type VerificationStatusAnswer = z.output<typeof statusSchema>;

/** 001 §7 GET …/verificationStatus?verificationId=&comboVerificationId= (a failure is the error response). */
export function getVerificationStatus(
  verificationId: string | null,
  comboVerificationId: string | null,
): Promise<ApiResult<VerificationStatusAnswer>> {
  const query = new URLSearchParams();
  if (verificationId) query.set('verificationId', verificationId);
  if (comboVerificationId) query.set('comboVerificationId', comboVerificationId);
  return requestJson(`/msapi/customeridentification/v1/verificationStatus?${query.toString()}`, {}, statusSchema);
}

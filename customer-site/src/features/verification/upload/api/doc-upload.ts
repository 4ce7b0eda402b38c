import {
  docUploadResponseSchema,
  enrollmentPaths,
  UPLOAD_ERROR_KEYS,
  type DocUploadResponse,
  type UploadErrorKey,
} from '@carrier/shared/discount-program';
import { ClientErrorIds, requestJson } from '../../../../api/http.ts';
import type { UploadForward } from '../../verify-state.ts';

/** One verification's files. */
export interface UploadSection {
  verificationId: string;
  files: readonly File[];
}

export interface DocUploadRequest {
  main: UploadSection;
  /** 001 §7 combos: otherSegmentRequest[0].verificationId and otherSegmentRequest[0].file. */
  combo?: UploadSection;
  source: string;
  forward: UploadForward;
  sales: boolean;
  csrfToken?: string;
}

/** 001 §4 the answers of an upload: done (pending review), a data error kept on the screen, or a system error. */
export type DocUploadAnswer =
  | { kind: 'done'; response: DocUploadResponse }
  | { kind: 'dataError'; key: UploadErrorKey | 'generic' | 'busy' | 'network' }
  | { kind: 'systemError'; code: string | null };

/** 001 §8 the document system errors whose own message is shown (else the generic system error). */
export const DOC_SYSTEM_ERRORS = [
  'docReviewLimitExceeded',
  'verificationExpired',
  'documentNotExpected',
  'VERIFICATION_NOT_FOUND',
] as const;

/** The multipart body, in the field names the gateway's docUpload takes. */
export function docUploadBody(request: DocUploadRequest): FormData {
  const body = new FormData();
  body.append('verificationId', request.main.verificationId);
  body.append('source', request.source);
  for (const [key, value] of Object.entries(request.forward)) {
    if (value) body.append(`otherElements[${key}]`, value);
  }
  if (request.combo) body.append('otherSegmentRequest[0].verificationId', request.combo.verificationId);
  for (const file of request.main.files) body.append('file', file, file.name);
  for (const file of request.combo?.files ?? []) body.append('otherSegmentRequest[0].file', file, file.name);
  return body;
}

/**
 * 001 §7 POST docUpload (v1, or the sales variant's v2), multipart; 201 is success. A refusal's errorId is the §5 key
 * (a data error: the customer fixes the files) or a document system error; a busy gateway or a lost connection keeps
 * the files on the screen to try again.
 */
export async function uploadDocuments(request: DocUploadRequest): Promise<DocUploadAnswer> {
  const result = await requestJson(
    enrollmentPaths.docUpload(request.sales),
    {
      method: 'POST',
      body: docUploadBody(request),
      ...(request.csrfToken ? { headers: { 'x-csrf-token': request.csrfToken } } : {}),
    },
    docUploadResponseSchema,
  );
  if (result.ok) return { kind: 'done', response: result.data };
  const id = result.error.errorId;
  if ((UPLOAD_ERROR_KEYS as readonly string[]).includes(id)) return { kind: 'dataError', key: id as UploadErrorKey };
  if (id === 'generic') return { kind: 'dataError', key: 'generic' };
  if (id === 'UPLOAD_BUSY') return { kind: 'dataError', key: 'busy' };
  if (id === ClientErrorIds.network) return { kind: 'dataError', key: 'network' };
  if ((DOC_SYSTEM_ERRORS as readonly string[]).includes(id)) return { kind: 'systemError', code: id };
  return { kind: 'systemError', code: null };
}

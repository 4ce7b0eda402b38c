import type { FastifyRequest } from 'fastify';
import {
  MILITARY_TEXT,
  MILITARY_TEXT_FIELDS,
  SELF_SERVICE_ERROR_IDS,
  UPLOAD_LIMIT_BYTES,
} from '@carrier/shared/self-service';
import { HttpError } from '../../http-error.ts';
import { IN_MEMORY, MultipartRefusal, receiveMultipart } from '../../files/receive-multipart.ts';

/** The multipart body of the military webform: its text fields and at most one `file`, in memory. */
export interface MilitaryUpload {
  fields: Partial<Record<string, string>>;
  file: { name: string; mediaType: string; bytes: Buffer; truncated: boolean } | null;
}

/** Room for boundaries and the text fields around a file at the limit. */
const ENVELOPE_BYTES = 256 * 1024;

/** @fastify/multipart limits (busboy's names): a file one byte over the limit is seen as truncated. */
export const MILITARY_MULTIPART_LIMITS = {
  fileSize: UPLOAD_LIMIT_BYTES,
  files: 2,
  fields: MILITARY_TEXT_FIELDS.length + 2,
  parts: MILITARY_TEXT_FIELDS.length + 4,
  fieldSize: 32 * 1024,
  fieldNameSize: 100,
  headerPairs: 40,
};

const invalid = () => new HttpError(400, SELF_SERVICE_ERROR_IDS.invalid, MILITARY_TEXT.invalidRequest);
const tooLarge = () => new HttpError(413, SELF_SERVICE_ERROR_IDS.uploadTooLarge, MILITARY_TEXT.uploadSize);

export async function receiveMilitaryUpload(request: FastifyRequest): Promise<MilitaryUpload> {
  const known = new Set<string>(MILITARY_TEXT_FIELDS);
  const fields: Partial<Record<string, string>> = {};
  let body;
  try {
    body = await receiveMultipart(request, {
      keep: IN_MEMORY,
      maxBodyBytes: UPLOAD_LIMIT_BYTES + ENVELOPE_BYTES,
      onFile: (fieldName, kept) => (fieldName === 'file' && kept.length === 0 ? 'keep' : 'refuse'),
      onField: (name, value, truncated) => {
        // an unknown or repeated field is not a submission of this form
        if (!known.has(name) || fields[name] !== undefined || truncated) return false;
        fields[name] = value;
        return true;
      },
    });
  } catch (err) {
    if (!(err instanceof MultipartRefusal)) throw err;
    throw err.problem === 'tooLarge' ? tooLarge() : invalid();
  }
  const file = body.files[0];
  return {
    fields,
    file: file ? { name: file.name, mediaType: file.mediaType, bytes: file.bytes, truncated: file.truncated } : null,
  };
}

import type { FastifyRequest } from 'fastify';
import { MILITARY_TEXT, MILITARY_TEXT_FIELDS, SELF_SERVICE_ERROR_IDS, UPLOAD_LIMIT_BYTES } from '@carrier/shared/self-service/index';
import { HttpError } from '../../http-error.ts';

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

async function drain(stream: NodeJS.ReadableStream): Promise<void> {
  for await (const _ of stream) {
    // discard
  }
}

export async function receiveMilitaryUpload(request: FastifyRequest): Promise<MilitaryUpload> {
  if (!request.isMultipart()) throw invalid();
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > UPLOAD_LIMIT_BYTES + ENVELOPE_BYTES) throw tooLarge();
  const known = new Set<string>(MILITARY_TEXT_FIELDS);
  const fields: Partial<Record<string, string>> = {};
  let file: MilitaryUpload['file'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await drain(part.file);
          throw invalid();
        }
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        file = { name: part.filename, mediaType: part.mimetype, bytes: Buffer.concat(chunks), truncated: part.file.truncated };
      } else {
        // an unknown or repeated field is not a submission of this form
        if (!known.has(part.fieldname) || fields[part.fieldname] !== undefined || part.valueTruncated) throw invalid();
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    request.log.info({ err: { code, message: (err as Error).message } }, 'unreadable military webform');
    throw invalid();
  }
  return { fields, file };
}

import type { FastifyRequest } from 'fastify';
import { FAN_UPLOAD_OPTIONS, FanUploadErrorIds, dryRunValueSchema, fanUploadText } from '@carrier/shared/fan-upload';
import { HttpError } from '../../http-error.ts';
import type { SpooledFile } from '../../files/file-bytes.ts';
import { MultipartRefusal, receiveMultipart, SPOOLED, type MultipartProblem } from '../../files/receive-multipart.ts';

/**
 * The fan upload's multipart body (002 §7 uploadfandetails): the one `file` part, spooled to disk as it arrives (its
 * receiver lets go of it: `SPOOLED.release`), and an optional `dryRun` field.
 */
export interface MultipartUpload {
  fileName: string;
  spooled: SpooledFile;
  truncated: boolean;
  dryRun: boolean | undefined;
}

/** Room for the multipart boundaries and headers around a file at the size limit. */
const ENVELOPE_BYTES = 64 * 1024;

/** @fastify/multipart limits for this route (busboy's names). */
export const MULTIPART_LIMITS = {
  fileSize: FAN_UPLOAD_OPTIONS.fileSizeLimitBytes - 1,
  // Two, so a second file is seen and refused by name rather than silently dropped.
  files: 2,
  fields: 4,
  parts: 8,
  fieldSize: 1024,
  fieldNameSize: 100,
  headerPairs: 40,
};

const countMessage = FAN_UPLOAD_OPTIONS.messages.count;

/** 002 §5 wording for what the multipart reader refuses. */
function refusal(problem: MultipartProblem): HttpError {
  if (problem === 'tooLarge') return new HttpError(413, FanUploadErrorIds.fileTooLarge, fanUploadText.fileTooLarge);
  if (problem === 'notMultipart') return new HttpError(400, FanUploadErrorIds.noFile, countMessage);
  if (problem === 'unreadable') return new HttpError(400, FanUploadErrorIds.fileUnreadable, fanUploadText.fileGeneric);
  return new HttpError(400, FanUploadErrorIds.fileCount, countMessage);
}

export async function receiveFile(request: FastifyRequest): Promise<MultipartUpload> {
  let dryRun: boolean | undefined;
  let body;
  try {
    body = await receiveMultipart(request, {
      keep: SPOOLED,
      maxBodyBytes: FAN_UPLOAD_OPTIONS.fileSizeLimitBytes + ENVELOPE_BYTES,
      // a second file, or one under another name, is read past and refused by count below
      onFile: (fieldName, kept) => (fieldName === 'file' && kept.length === 0 ? 'keep' : 'skip'),
      onField: (name, value) => {
        if (name === 'dryRun') {
          const parsed = dryRunValueSchema.safeParse(value);
          if (parsed.success) dryRun = parsed.data;
        }
        return true;
      },
    });
  } catch (err) {
    throw err instanceof MultipartRefusal ? refusal(err.problem) : err;
  }
  const file = body.files[0];
  if (body.fileCount > 1) {
    if (file) await SPOOLED.release(file.bytes);
    throw new HttpError(400, FanUploadErrorIds.fileCount, countMessage);
  }
  if (!file) throw new HttpError(400, FanUploadErrorIds.noFile, countMessage);
  return { fileName: file.name, spooled: file.bytes, truncated: file.truncated, dryRun };
}

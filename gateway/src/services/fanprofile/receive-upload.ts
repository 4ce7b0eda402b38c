import type { FastifyRequest } from 'fastify';
import { FAN_UPLOAD_OPTIONS, FanUploadErrorIds, dryRunValueSchema, fanUploadText } from '@carrier/shared';
import { HttpError } from '../../http-error.ts';

/**
 * Takes the multipart body apart: the one `file` part into memory (never to disk; the multipart limit cuts it at the
 * size limit and the rest is discarded unread into memory), and an optional `dryRun` field. The bytes live only as
 * long as the request.
 */
export interface MultipartUpload {
  fileName: string;
  bytes: Buffer;
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

async function drain(stream: NodeJS.ReadableStream): Promise<void> {
  for await (const _ of stream) {
    // discard
  }
}

export async function receiveFile(request: FastifyRequest): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw new HttpError(400, FanUploadErrorIds.noFile, countMessage);
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > FAN_UPLOAD_OPTIONS.fileSizeLimitBytes + ENVELOPE_BYTES) {
    throw new HttpError(413, FanUploadErrorIds.fileTooLarge, fanUploadText.fileTooLarge);
  }
  let upload: MultipartUpload | null = null;
  let files = 0;
  let dryRun: boolean | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        files++;
        if (part.fieldname !== 'file' || files > 1) {
          await drain(part.file);
          continue;
        }
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        upload = { fileName: part.filename, bytes: Buffer.concat(chunks), truncated: part.file.truncated, dryRun: undefined };
      } else if (part.fieldname === 'dryRun') {
        const parsed = dryRunValueSchema.safeParse(String(part.value));
        if (parsed.success) dryRun = parsed.data;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, FanUploadErrorIds.fileCount, countMessage);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(400, FanUploadErrorIds.fileCount, countMessage);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, FanUploadErrorIds.fileTooLarge, fanUploadText.fileTooLarge);
    request.log.info({ err: { code, message: (err as Error).message } }, 'unreadable multipart upload');
    throw new HttpError(400, FanUploadErrorIds.fileUnreadable, fanUploadText.fileGeneric);
  }
  if (files > 1) throw new HttpError(400, FanUploadErrorIds.fileCount, countMessage);
  if (!upload) throw new HttpError(400, FanUploadErrorIds.noFile, countMessage);
  return { ...upload, dryRun };
}

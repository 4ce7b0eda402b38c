import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.ts';
import { releaseFileBytes, spool, type SpooledFile } from './file-bytes.ts';
import { inputProblem, isAcceptableText, refuseInput } from '../plugins/input-guard.ts';

/**
 * Takes a multipart body apart for an upload route: each file kept as its route keeps it (in memory as one Buffer,
 * or spooled to an unlinked scratch file: `keep`; the route's multipart limits cut a file at its size limit and the
 * rest is discarded unread), text fields handed to the caller. What went wrong is a MultipartRefusal; each route
 * words it its own way, and whatever was kept by then is let go of.
 * Text no store can keep (a NUL character, an unpaired surrogate: in a field's name or value, in the JSON a field
 * holds, or in a file's name) is refused as in a JSON body, with the input guard's 400 (plugins/input-guard.ts).
 */
export interface ReceivedFile<T = Buffer> {
  fieldName: string;
  name: string;
  mediaType: string;
  bytes: T;
  /** The multipart limit cut the file: it was larger than the size limit. */
  truncated: boolean;
}

export type MultipartProblem = 'notMultipart' | 'tooLarge' | 'tooManyParts' | 'unexpectedPart' | 'unreadable';

export class MultipartRefusal extends Error {
  constructor(readonly problem: MultipartProblem) {
    super(problem);
    this.name = 'MultipartRefusal';
  }
}

/** How a route keeps a file's bytes as they arrive, and lets go of them. */
export interface FileKeeper<T> {
  take(file: AsyncIterable<Buffer>): Promise<T>;
  release(kept: T): Promise<void>;
}

/** In memory, as one Buffer: for files of a few MB that are stored whole anyway. */
export const IN_MEMORY: FileKeeper<Buffer> = {
  async take(file) {
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk);
    return Buffer.concat(chunks);
  },
  release: async () => undefined,
};

/**
 * On disk, in an unlinked scratch file (in memory where no temporary folder takes it), with its size and SHA-256:
 * for a file read in pieces, which the gateway's memory need not hold whole (file-bytes.ts).
 */
export const SPOOLED: FileKeeper<SpooledFile> = {
  take: (file) => spool(file),
  release: (kept) => releaseFileBytes(kept.data),
};

export interface ReceiveOptions<T> {
  /** A declared body longer than this is refused before a byte is read. */
  maxBodyBytes: number;
  keep: FileKeeper<T>;
  /**
   * For each file part in turn: keep it, skip it (read and discarded, still counted), or refuse the body
   * (after discarding it).
   */
  onFile(fieldName: string, kept: readonly ReceivedFile<T>[]): 'keep' | 'skip' | 'refuse';
  /** For each text field: false refuses the body. */
  onField(name: string, value: string, truncated: boolean): boolean;
}

export interface ReceivedBody<T> {
  files: ReceivedFile<T>[];
  /** File parts seen, kept or not. */
  fileCount: number;
}

/** What the input guard would say of a text field: its name and value, and the JSON it holds when it holds some. */
function fieldProblem(name: string, value: string): 'depth' | 'text' | null {
  if (!isAcceptableText(name) || !isAcceptableText(value)) return 'text';
  // JSON escapes can spell what the text itself cannot hold (a lone "\ud800"); the route will parse it
  if (!/^\s*[[{"]/.test(value)) return null;
  try {
    return inputProblem(JSON.parse(value));
  } catch {
    return null; // not JSON after all: the route's own rules judge it
  }
}

async function drain(stream: NodeJS.ReadableStream): Promise<void> {
  for await (const _ of stream) {
    // discard
  }
}

const PROBLEM_OF_CODE: Partial<Record<string, MultipartProblem>> = {
  FST_REQ_FILE_TOO_LARGE: 'tooLarge',
  FST_FILES_LIMIT: 'tooManyParts',
  FST_PARTS_LIMIT: 'tooManyParts',
  FST_FIELDS_LIMIT: 'tooManyParts',
};

export async function receiveMultipart<T>(
  request: FastifyRequest,
  options: ReceiveOptions<T>,
): Promise<ReceivedBody<T>> {
  if (!request.isMultipart()) throw new MultipartRefusal('notMultipart');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.maxBodyBytes) throw new MultipartRefusal('tooLarge');
  const files: ReceivedFile<T>[] = [];
  let fileCount = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        fileCount++;
        if (!isAcceptableText(part.fieldname) || !isAcceptableText(part.filename)) {
          await drain(part.file);
          throw refuseInput('request body', 'text');
        }
        const decision = options.onFile(part.fieldname, files);
        if (decision !== 'keep') {
          await drain(part.file);
          if (decision === 'refuse') throw new MultipartRefusal('unexpectedPart');
          continue;
        }
        files.push({
          fieldName: part.fieldname,
          name: part.filename,
          mediaType: part.mimetype,
          bytes: await options.keep.take(part.file),
          truncated: part.file.truncated,
        });
      } else {
        const value = String(part.value);
        const problem = fieldProblem(part.fieldname, value);
        if (problem) throw refuseInput('request body', problem);
        if (!options.onField(part.fieldname, value, part.valueTruncated)) throw new MultipartRefusal('unexpectedPart');
      }
    }
  } catch (err) {
    await Promise.all(files.map((file) => options.keep.release(file.bytes)));
    // A refusal of ours, or the request cut for arriving too slowly (plugins/request-time.ts): passed on as it is.
    if (err instanceof MultipartRefusal || err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    const problem = (code && PROBLEM_OF_CODE[code]) || 'unreadable';
    if (problem === 'unreadable')
      request.log.info({ err: { code, message: (err as Error).message } }, 'unreadable multipart upload');
    throw new MultipartRefusal(problem);
  }
  return { files, fileCount };
}

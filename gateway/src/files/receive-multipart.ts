import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.ts';
import { inputProblem, isAcceptableText, refuseInput } from '../plugins/input-guard.ts';

/**
 * Takes a multipart body apart for an upload route: files into memory (never to disk; the route's multipart
 * limits cut a file at its size limit and the rest is discarded unread), text fields handed to the caller. The
 * bytes live only as long as the request. What went wrong is a MultipartRefusal; each route words it its own way.
 * Text no store can keep (a NUL character, an unpaired surrogate: in a field's name or value, in the JSON a field
 * holds, or in a file's name) is refused as in a JSON body, with the input guard's 400 (plugins/input-guard.ts).
 */
export interface ReceivedFile {
  fieldName: string;
  name: string;
  mediaType: string;
  bytes: Buffer;
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

export interface ReceiveOptions {
  /** A declared body longer than this is refused before a byte is read. */
  maxBodyBytes: number;
  /**
   * For each file part in turn: keep it, skip it (read and discarded, still counted), or refuse the body
   * (after discarding it).
   */
  onFile(fieldName: string, kept: readonly ReceivedFile[]): 'keep' | 'skip' | 'refuse';
  /** For each text field: false refuses the body. */
  onField(name: string, value: string, truncated: boolean): boolean;
}

export interface ReceivedBody {
  files: ReceivedFile[];
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

export async function receiveMultipart(request: FastifyRequest, options: ReceiveOptions): Promise<ReceivedBody> {
  if (!request.isMultipart()) throw new MultipartRefusal('notMultipart');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.maxBodyBytes) throw new MultipartRefusal('tooLarge');
  const files: ReceivedFile[] = [];
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
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        files.push({
          fieldName: part.fieldname,
          name: part.filename,
          mediaType: part.mimetype,
          bytes: Buffer.concat(chunks),
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

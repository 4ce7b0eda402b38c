import type { FastifyRequest } from 'fastify';
import { DOC_UPLOAD_LIMITS, DOC_UPLOAD_TEXTS } from '@carrier/shared/discount-program';
import { HttpError } from '../../http-error.ts';
import { IN_MEMORY, MultipartRefusal, receiveMultipart, type ReceivedFile } from '../../files/receive-multipart.ts';

/**
 * 001 §7 docUpload's multipart body: verificationId, source, otherElements[fanId, fanType, fanName, ban, market,
 * subMarket, orderId], `file` (repeated) and, for combos, otherSegmentRequest[0].verificationId and
 * otherSegmentRequest[0].file. Files are kept in memory for the request only.
 */
export const COMBO_FILE_FIELD = 'otherSegmentRequest[0].file';
export const COMBO_ID_FIELD = 'otherSegmentRequest[0].verificationId';
const TEXT_FIELDS = new Set([
  'verificationId',
  'source',
  COMBO_ID_FIELD,
  ...['fanId', 'fanType', 'fanName', 'ban', 'market', 'subMarket', 'orderId'].map((f) => `otherElements[${f}]`),
]);
const FILE_FIELDS = new Set(['file', COMBO_FILE_FIELD]);
/** One section's files beyond the limit are read and dropped, and the upload refused with maxNumOfItems. */
const MAX_FILE_PARTS = 2 * (DOC_UPLOAD_LIMITS.maxFiles + 1);

export const DOC_MULTIPART_LIMITS = {
  fileSize: DOC_UPLOAD_LIMITS.fileSizeBytes,
  files: MAX_FILE_PARTS,
  fields: TEXT_FIELDS.size + 2,
  parts: TEXT_FIELDS.size + MAX_FILE_PARTS + 4,
  fieldSize: 1024,
  fieldNameSize: 100,
  headerPairs: 40,
};
/** Two sections at the 30 MB limit, and the boundaries and fields around them. */
const MAX_BODY_BYTES = 2 * DOC_UPLOAD_LIMITS.totalBytes + 256 * 1024;

export interface ReceivedDocuments {
  fields: Partial<Record<string, string>>;
  files: ReceivedFile[];
  comboFiles: ReceivedFile[];
  /** A section held more file parts than the limit. */
  tooMany: boolean;
}

export class DocUploadRefusal extends HttpError {
  constructor(
    status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(status, errorCode, message);
  }

  /** 001 §7: a refused upload's body carries errorCode (beside the one error shape; errorId equals it). */
  override toJSON() {
    return { ...super.toJSON(), errorCode: this.errorCode };
  }
}

export const refuse = (key: keyof (typeof DOC_UPLOAD_TEXTS)['en'], status = 400) =>
  new DocUploadRefusal(status, key, DOC_UPLOAD_TEXTS.en[key]);

export async function receiveDocuments(request: FastifyRequest): Promise<ReceivedDocuments> {
  const fields: Partial<Record<string, string>> = {};
  let tooMany = false;
  let body;
  try {
    body = await receiveMultipart(request, {
      keep: IN_MEMORY,
      maxBodyBytes: MAX_BODY_BYTES,
      onFile: (fieldName, kept) => {
        if (!FILE_FIELDS.has(fieldName)) return 'refuse';
        if (kept.filter((f) => f.fieldName === fieldName).length >= DOC_UPLOAD_LIMITS.maxFiles) {
          tooMany = true;
          return 'skip';
        }
        return 'keep';
      },
      onField: (name, value, truncated) => {
        if (!TEXT_FIELDS.has(name) || fields[name] !== undefined || truncated) return false;
        fields[name] = value;
        return true;
      },
    });
  } catch (err) {
    if (!(err instanceof MultipartRefusal)) throw err;
    if (err.problem === 'tooLarge') throw refuse('maxFileSize', 413);
    if (err.problem === 'tooManyParts') throw refuse('maxNumOfItems');
    throw refuse('generic');
  }
  return {
    fields,
    files: body.files.filter((f) => f.fieldName === 'file'),
    comboFiles: body.files.filter((f) => f.fieldName === COMBO_FILE_FIELD),
    tooMany,
  };
}

import { fileExtension } from '../uploads/rules.ts';
import { MILITARY_TEXT } from './texts.ts';
import { fail, OK, type RuleResult } from '../core/result.ts';
import { UPLOAD_LIMIT_BYTES, UPLOAD_TYPES, type UploadKind } from './constants.ts';

export interface UploadFileLike {
  name: string;
  size: number;
  /** The MIME type the browser reports ('' when it cannot tell). */
  type: string;
}

export interface DeploymentOrdersMessages {
  upload: string;
  uploadSize: string;
  uploadType: string;
  uploadEmpty: string;
}

const DEFAULT_MESSAGES: DeploymentOrdersMessages = {
  upload: MILITARY_TEXT.upload,
  uploadSize: MILITARY_TEXT.uploadSize,
  uploadType: MILITARY_TEXT.uploadType,
  uploadEmpty: MILITARY_TEXT.uploadEmpty,
};

/** Which allowed kind a file claims to be, by MIME type, else by extension; null when none. */
export function claimedUploadKind(file: Pick<UploadFileLike, 'name' | 'type'>): UploadKind | null {
  const mime = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  const byMime = UPLOAD_TYPES.find((t) => t.mime === mime);
  if (byMime) return byMime.kind;
  const ext = fileExtension(file.name);
  const byExt = UPLOAD_TYPES.find((t) => (t.extensions as readonly string[]).includes(ext));
  return byExt ? byExt.kind : null;
}

/**
 * 000 §5 step 3: the deployment orders. Required; one of the allowed types; at most 5000 × 1000 bytes; not empty.
 * The gateway then checks the content itself (magic bytes), which a name or a reported type cannot vouch for.
 */
export function validateDeploymentOrders(
  file: UploadFileLike | null | undefined,
  messages: Partial<DeploymentOrdersMessages> = {},
): RuleResult {
  const m = { ...DEFAULT_MESSAGES, ...messages };
  if (!file) return fail('upload', m.upload);
  if (claimedUploadKind(file) === null) return fail('uploadType', m.uploadType);
  if (!Number.isFinite(file.size) || file.size <= 0) return fail('uploadEmpty', m.uploadEmpty);
  if (file.size > UPLOAD_LIMIT_BYTES) return fail('uploadSize', m.uploadSize);
  return OK;
}

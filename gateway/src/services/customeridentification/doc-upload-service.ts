import { randomBytes } from 'node:crypto';
import {
  DOC_UPLOAD_LIMITS,
  VERIFICATION_TEXTS,
  documentFileRule,
  documentSetRule,
  expiryOf,
  type DocUploadResponse,
} from '@carrier/shared/discount-program';
import { cleanFileName } from '@carrier/shared/uploads';
import type { Db } from '../../store/db.ts';
import { judgeContent } from '../../files/content-judge.ts';
import { FILE_KINDS, type FileKind } from '../../files/file-kinds.ts';
import { StoreFileStore } from '../../files/file-store.ts';
import type { ReceivedFile } from '../../files/receive-multipart.ts';
import { HttpError } from '../../http-error.ts';
import { DocUploadRefusal, refuse } from './receive-documents.ts';
import { insertDocument, markPending, VERIFICATION_DOCUMENTS_AREA } from './document-store.ts';
import { findVerifications, type Verification } from './store.ts';

/** 001 §9: the document kinds a verification takes (png, pdf, jpeg, bmp, gif), judged by content. */
const DOCUMENT_KINDS: readonly FileKind[] = ['png', 'pdf', 'jpeg', 'bmp', 'gif'];

export interface Section {
  verificationId: string;
  files: ReceivedFile[];
}

interface Judged {
  file: ReceivedFile;
  kind: FileKind;
}

/** 001 §5 on a section's files: count and total, then each by name and size, then each by content. */
async function checkFiles(files: ReceivedFile[]): Promise<Judged[]> {
  if (files.length === 0) throw refuse('emptyFile');
  const set = documentSetRule(
    files.map((f) => ({ size: f.truncated ? DOC_UPLOAD_LIMITS.fileSizeBytes + 1 : f.bytes.length })),
  );
  if (!set.ok) throw refuse(set.key as 'maxNumOfItems');
  const out: Judged[] = [];
  for (const file of files) {
    const size = file.truncated ? DOC_UPLOAD_LIMITS.fileSizeBytes + 1 : file.bytes.length;
    const rule = documentFileRule(file.name, size);
    if (!rule.ok) throw refuse(rule.key as 'emptyFile', rule.key === 'maxFileSize' ? 413 : 400);
    const judged = await judgeContent(file.bytes, DOCUMENT_KINDS);
    if (!judged.ok) throw refuse('invalidFileType', 415);
    out.push({ file, kind: judged.kind });
  }
  return out;
}

const notFound = () => new HttpError(404, 'VERIFICATION_NOT_FOUND', 'We could not find this verification.');

/**
 * Whether a verification takes documents now: it asks for one, has not used up its reviews, and its 14 days
 * (001 §9: benefits are removed if eligibility is not confirmed within 14 days) are not over.
 */
function checkTakesDocuments(v: Verification | undefined, reviewLimit: number, now: Date): Verification {
  if (!v) throw notFound();
  if (v.rejectionReasons.length >= reviewLimit)
    throw new DocUploadRefusal(403, 'docReviewLimitExceeded', VERIFICATION_TEXTS.en.docReviewLimitExceeded);
  if (v.status !== 'docUpload')
    throw new DocUploadRefusal(409, 'documentNotExpected', 'This verification is not waiting for a document.');
  if (v.decidedAt && expiryOf(v.decidedAt, now).expired)
    throw new DocUploadRefusal(410, 'verificationExpired', VERIFICATION_TEXTS.en.verificationExpired);
  return v;
}

/**
 * 001 §7 document upload: the verification (and, for a combo, its combo verification) must be waiting for a
 * document, within its reviews (DOC_REVIEW_LIMIT rejections → docReviewLimitExceeded) and within its 14 days
 * (→ 410 verificationExpired); every file must pass the
 * §5 rules and be one of 001's kinds by content. Then, in one transaction, the files go to the files store, the
 * documents are recorded, and each verification moves to pending review. Nothing is stored when anything is refused.
 */
export async function uploadDocuments(
  db: Db,
  main: Section,
  combo: Section | null,
  reviewLimit: number,
): Promise<DocUploadResponse> {
  const ids = combo ? [main.verificationId, combo.verificationId] : [main.verificationId];
  const found = await findVerifications(db, ids);
  const now = new Date();
  const first = checkTakesDocuments(found.get(main.verificationId), reviewLimit, now);
  if (combo) {
    const second = found.get(combo.verificationId);
    if (!second || first.comboVerificationId !== second.verificationId) throw notFound();
    checkTakesDocuments(second, reviewLimit, now);
  }
  const sections = [
    { id: main.verificationId, judged: await checkFiles(main.files) },
    ...(combo ? [{ id: combo.verificationId, judged: await checkFiles(combo.files) }] : []),
  ];
  const uploadId = randomBytes(18).toString('base64url');
  const files = new StoreFileStore(db, VERIFICATION_DOCUMENTS_AREA);
  await db.transaction(async (tx) => {
    for (const { id, judged } of sections) {
      for (const { file, kind } of judged) {
        const stored = await files.put(file.bytes, tx);
        await insertDocument(tx, {
          verificationId: id,
          uploadId,
          storedName: stored.storedName,
          fileName: cleanFileName(file.name),
          kind,
          mediaType: FILE_KINDS[kind].mediaType,
          sizeBytes: stored.sizeBytes,
        });
      }
      if (!(await markPending(tx, id)))
        throw new DocUploadRefusal(409, 'documentNotExpected', 'This verification is not waiting for a document.');
    }
  });
  return {
    verificationId: main.verificationId,
    status: 'pending',
    documents: sections.reduce((n, s) => n + s.judged.length, 0),
    otherResponses: combo ? [{ verificationId: combo.verificationId, status: 'pending' }] : [],
  };
}

import { ErrorIds } from '@carrier/shared/core';
import type { DocumentReviewDetail, ReviewDecision } from '@carrier/shared/discount-program';
import type { Db } from '../../store/db.ts';
import { StoreFileStore } from '../../files/file-store.ts';
import { HttpError } from '../../http-error.ts';
import { detailOf } from './detail.ts';
import { VERIFICATION_DOCUMENTS_AREA } from './document-store.ts';
import { decide, documentsOf, findDocument, findReview, insertReview, reviewsOf } from './review-store.ts';
import { findVerifications } from './store.ts';

const notFound = (id: string) => new HttpError(404, ErrorIds.notFound, `No document review ${id}.`);

/** One verification under review: its record, the form's attributes, its documents' metadata and past decisions. */
export async function reviewDetail(db: Db, id: string): Promise<DocumentReviewDetail> {
  const record = await findReview(db, id);
  if (!record) throw notFound(id);
  const v = (await findVerifications(db, [id])).get(id)!;
  const { rows } = await db.query<{ attributes: Record<string, unknown> | string }>(
    'select attributes from verifications where verification_id = $1',
    [id],
  );
  const raw = rows[0]?.attributes ?? {};
  const detail = detailOf(v, new Date());
  return {
    ...record,
    attributes: typeof raw === 'string' ? (JSON.parse(raw) as Record<string, unknown>) : raw,
    documents: await documentsOf(db, id),
    docUploadRejectionReasons: detail.docUploadRejectionReasons,
    reviews: await reviewsOf(db, id),
    expiryDate: detail.expiryDate,
    remainingDays: detail.remainingDays,
  };
}

/**
 * The reviewer's decision: approve (success, 14 days from now) or reject with §8 reasons (back to docUpload, the
 * reasons appended), recorded with the reviewer in the same transaction. Only a verification pending review can be
 * decided: anything else answers 409, an unknown one 404.
 */
export async function decideReview(
  db: Db,
  id: string,
  decision: ReviewDecision,
  reviewer: string,
): Promise<DocumentReviewDetail> {
  if (!(await findReview(db, id))) throw notFound(id);
  const reasons = decision.decision === 'reject' ? decision.reasons : [];
  const moved = await db.transaction(async (tx) => {
    const ok = await decide(tx, id, decision.decision === 'reject' ? { decision: 'reject', reasons } : decision);
    if (ok) await insertReview(tx, { verificationId: id, decision: decision.decision, reasons, reviewer });
    return ok;
  });
  if (!moved) throw new HttpError(409, 'REVIEW_NOT_PENDING', 'This verification is not waiting for a review.');
  return reviewDetail(db, id);
}

/** A document's bytes for the viewer, with the type its content was judged to be. */
export async function documentBytes(
  db: Db,
  id: string,
): Promise<{ bytes: Buffer; mediaType: string; extension: string }> {
  const doc = await findDocument(db, id);
  if (!doc) throw new HttpError(404, ErrorIds.notFound, `No document ${id}.`);
  const bytes = await new StoreFileStore(db, VERIFICATION_DOCUMENTS_AREA).read(doc.storedName);
  return { bytes, mediaType: doc.mediaType, extension: doc.kind === 'jpeg' ? 'jpg' : doc.kind };
}

import type { Queryable } from '../../store/db.ts';

/** The files store's area of 001's verification documents (never served publicly; the review queue reads them). */
export const VERIFICATION_DOCUMENTS_AREA = 'verification-documents';

export interface NewDocument {
  verificationId: string;
  uploadId: string;
  storedName: string;
  fileName: string;
  kind: string;
  mediaType: string;
  sizeBytes: number;
}

export async function insertDocument(db: Queryable, d: NewDocument): Promise<void> {
  await db.query(
    `insert into verification_documents (verification_id, upload_id, stored_name, file_name, kind, media_type, size_bytes)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [d.verificationId, d.uploadId, d.storedName, d.fileName, d.kind, d.mediaType, d.sizeBytes],
  );
}

/**
 * Moves a verification that waits for a document to pending review; false when it no longer waits (another upload
 * got there first), so the caller's transaction rolls back and nothing is stored twice.
 */
export async function markPending(db: Queryable, verificationId: string): Promise<boolean> {
  const { rows } = await db.query(
    `update verifications set status = 'pending', updated_at = now()
      where verification_id = $1 and status = 'docUpload' returning 1 as moved`,
    [verificationId],
  );
  return rows.length === 1;
}

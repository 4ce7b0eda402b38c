import type {
  DocumentMeta,
  DocumentReviewFilter,
  DocumentReviewRecord,
  VerificationStatus,
} from '@carrier/shared/discount-program';
import type { Queryable } from '../../store/db.ts';
import type { ListQuery } from '../../store/sql-where.ts';

const SORT_COLUMNS: Record<string, string> = {
  id: 'v.verification_id',
  submittedAt: 'v.updated_at',
  segment: 'v.segment',
  status: 'v.status',
};

interface Row {
  verification_id: string;
  segment: string;
  status: VerificationStatus;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  updated_at: Date | string;
  document_count: number;
  rejections: number;
}

const toRecord = (r: Row): DocumentReviewRecord => ({
  id: r.verification_id,
  segment: r.segment,
  status: r.status,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  submittedAt: new Date(r.updated_at).toISOString(),
  documentCount: Number(r.document_count),
  docUploadRejectionCount: Number(r.rejections),
});

/** Verifications that have documents, filtered (status pending unless asked), sorted and paged. */
export async function listReviews(
  db: Queryable,
  q: ListQuery<DocumentReviewFilter>,
): Promise<{ rows: DocumentReviewRecord[]; total: number }> {
  const where = ['exists (select 1 from verification_documents d where d.verification_id = v.verification_id)'];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (q.filter.id) add('v.verification_id = any(?)', q.filter.id);
  else add('v.status = ?', q.filter.status ?? 'pending');
  if (q.filter.segment) add('v.segment = ?', q.filter.segment);
  if (q.filter.olderThanHours !== undefined)
    add('v.updated_at <= now() - make_interval(hours => ?::int)', q.filter.olderThanHours);
  const column = SORT_COLUMNS[q.sort.field] ?? 'v.updated_at';
  const order = q.sort.order === 'DESC' ? 'desc' : 'asc';
  const total = await db.query<{ n: number }>(
    `select count(*)::int as n from verifications v where ${where.join(' and ')}`,
    params,
  );
  const { rows } = await db.query<Row>(
    `select v.verification_id, v.segment, v.status, v.first_name, v.last_name, v.email, v.updated_at,
            (select count(*)::int from verification_documents d where d.verification_id = v.verification_id) as document_count,
            jsonb_array_length(v.rejection_reasons) as rejections
       from verifications v where ${where.join(' and ')}
      order by ${column} ${order}, v.verification_id ${order}
      limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, q.limit, q.start],
  );
  return { rows: rows.map(toRecord), total: total.rows[0]?.n ?? 0 };
}

export async function findReview(db: Queryable, id: string): Promise<DocumentReviewRecord | null> {
  const { rows } = await listReviews(db, {
    sort: { field: 'id', order: 'ASC' },
    start: 0,
    limit: 1,
    filter: { id: [id] },
  });
  return rows[0] ?? null;
}

export async function documentsOf(db: Queryable, verificationId: string): Promise<DocumentMeta[]> {
  const { rows } = await db.query<{
    id: string;
    file_name: string;
    kind: string;
    media_type: string;
    size_bytes: number;
    uploaded_at: Date | string;
  }>(
    `select id::text, file_name, kind, media_type, size_bytes, uploaded_at from verification_documents
      where verification_id = $1 order by uploaded_at, id`,
    [verificationId],
  );
  return rows.map((r) => ({
    id: r.id,
    fileName: r.file_name,
    kind: r.kind,
    mediaType: r.media_type,
    sizeBytes: r.size_bytes,
    uploadedAt: new Date(r.uploaded_at).toISOString(),
  }));
}

export async function findDocument(
  db: Queryable,
  id: string,
): Promise<{ storedName: string; mediaType: string; kind: string } | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const { rows } = await db.query<{ stored_name: string; media_type: string; kind: string }>(
    'select stored_name, media_type, kind from verification_documents where id = $1::bigint',
    [id],
  );
  const r = rows[0];
  return r ? { storedName: r.stored_name, mediaType: r.media_type, kind: r.kind } : null;
}

export async function reviewsOf(db: Queryable, verificationId: string) {
  const { rows } = await db.query<{
    decision: 'approve' | 'reject';
    reasons: string[] | string;
    reviewer: string;
    decided_at: Date | string;
  }>(
    `select decision, reasons, reviewer, decided_at from verification_reviews where verification_id = $1 order by id`,
    [verificationId],
  );
  return rows.map((r) => ({
    decision: r.decision,
    reasons: typeof r.reasons === 'string' ? (JSON.parse(r.reasons) as string[]) : r.reasons,
    reviewer: r.reviewer,
    decidedAt: new Date(r.decided_at).toISOString(),
  }));
}

/**
 * The decision, in the caller's transaction: only a verification pending review moves (false otherwise). Approval
 * makes it success with a new 14-day window; rejection sends it back to docUpload with the reasons appended.
 */
export async function decide(
  tx: Queryable,
  verificationId: string,
  decision: { decision: 'approve' } | { decision: 'reject'; reasons: string[] },
): Promise<boolean> {
  const { rows } =
    decision.decision === 'approve'
      ? await tx.query(
          `update verifications set status = 'success', auto_approved = false, decided_at = now(), updated_at = now()
            where verification_id = $1 and status = 'pending' returning 1 as moved`,
          [verificationId],
        )
      : await tx.query(
          `update verifications set status = 'docUpload', decided_at = now(), updated_at = now(),
                  rejection_reasons = rejection_reasons || jsonb_build_array($2::jsonb)
            where verification_id = $1 and status = 'pending' returning 1 as moved`,
          [verificationId, JSON.stringify(decision.reasons)],
        );
  return rows.length === 1;
}

/** The review's audit record: who decided what, when, with which reasons (same transaction as the decision). */
export async function insertReview(
  tx: Queryable,
  r: { verificationId: string; decision: string; reasons: string[]; reviewer: string },
): Promise<void> {
  await tx.query(
    'insert into verification_reviews (verification_id, decision, reasons, reviewer) values ($1, $2, $3, $4)',
    [r.verificationId, r.decision, JSON.stringify(r.reasons), r.reviewer],
  );
}

import type { Queryable } from '../../store/db.ts';

/** The stored page documents that may hold a form, preferred locale first. */
export async function pageDocumentsFor(
  db: Queryable,
  path: string,
  locale: string,
): Promise<Array<{ locale: string; document: unknown }>> {
  const { rows } = await db.query<{ locale: string; document: unknown }>(
    `select locale, document from content_documents where path = $1
      order by case when locale = $2 then 0 when locale = 'en-us' then 1 else 2 end`,
    [path, locale],
  );
  return rows.map((r) => ({
    locale: r.locale,
    document: typeof r.document === 'string' ? JSON.parse(r.document) : r.document,
  }));
}

export interface NewSubmission {
  endpoint: string;
  pagePath: string;
  locale: string;
  formId: string;
  formName: string;
  formType: string;
  payload: unknown;
  values: unknown;
  userId: string | null;
  requestId: string;
  reference: string;
  idempotencyKey: string | null;
  requestHash: string | null;
}

/** Stores a submission; null when a unique constraint (its reference or its key) held it back. */
export async function insertSubmission(db: Queryable, s: NewSubmission): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `insert into form_submissions (endpoint, page_path, locale, form_id, form_name, form_type, payload, field_values, user_id, request_id,
                                   reference, idempotency_key, request_hash)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) on conflict do nothing returning id::text`,
    [
      s.endpoint,
      s.pagePath,
      s.locale,
      s.formId,
      s.formName,
      s.formType,
      JSON.stringify(s.payload),
      JSON.stringify(s.values),
      s.userId,
      s.requestId,
      s.reference,
      s.idempotencyKey,
      s.requestHash,
    ],
  );
  return rows[0]?.id ?? null;
}

/** Which of these names are organisations in the store (case-insensitive), for the type-ahead re-check. */
export async function knownOrganisationNames(db: Queryable, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const { rows } = await db.query<{ name: string }>(
    'select lower(org_name) as name from organisations where lower(org_name) = any($1)',
    [names.map((n) => n.trim().toLowerCase())],
  );
  return new Set(rows.map((r) => r.name));
}

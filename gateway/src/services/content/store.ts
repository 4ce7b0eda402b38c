import type { Queryable } from '../../store/db.ts';

/** The stored document for a path in the preferred locale, else in English. */
export async function findPageDocument(
  db: Queryable,
  path: string,
  locale: string,
): Promise<{ document: unknown; locale: string } | null> {
  const { rows } = await db.query<{ document: unknown; locale: string }>(
    `select document, locale from content_documents where path = $1 and locale = any($2)
      order by case when locale = $3 then 0 else 1 end limit 1`,
    [path, [locale, 'en-us'], locale],
  );
  const row = rows[0];
  return row
    ? { locale: row.locale, document: typeof row.document === 'string' ? JSON.parse(row.document) : row.document }
    : null;
}

/** Every stored page document's path and locale, with when it last changed, in path order. */
export async function listPageDocuments(
  db: Queryable,
): Promise<Array<{ path: string; locale: string; updatedAt: Date; indexed: boolean }>> {
  const { rows } = await db.query<{ path: string; locale: string; updated_at: Date | string; indexed: boolean }>(
    `select path, locale, updated_at, (document->'indexed') is distinct from 'false'::jsonb as indexed
       from content_documents order by path, locale`,
  );
  return rows.map((r) => ({ path: r.path, locale: r.locale, updatedAt: new Date(r.updated_at), indexed: r.indexed }));
}

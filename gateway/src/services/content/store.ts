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

import type { Queryable } from '../../store/db.ts';

/** The stored frame document in the preferred locale, else in English. */
export async function findFrameDocument(
  db: Queryable,
  locale: string,
): Promise<{ document: unknown; locale: string } | null> {
  const { rows } = await db.query<{ document: unknown; locale: string }>(
    `select document, locale from content_frames where locale = any($1)
      order by case when locale = $2 then 0 else 1 end limit 1`,
    [[locale, 'en-us'], locale],
  );
  const row = rows[0];
  return row
    ? { locale: row.locale, document: typeof row.document === 'string' ? JSON.parse(row.document) : row.document }
    : null;
}

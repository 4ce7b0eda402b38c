import { benefitsContentSchema, type BenefitsContent } from '@carrier/shared/discount-program';
import type { Queryable } from '../../store/db.ts';

/**
 * Benefits content per FAN, page and language (offer_contents), the language asked for first, else English; a
 * stored document that no longer parses counts as none.
 */
export async function findOfferContent(
  db: Queryable,
  fanNumber: string,
  pageId: string,
  locale: 'en-us' | 'es-us' = 'en-us',
): Promise<BenefitsContent | null> {
  const { rows } = await db.query<{ content: unknown }>(
    `select content from offer_contents where fan_number = $1 and page_id = $2 and locale in ($3, 'en-us')
      order by locale = $3 desc limit 1`,
    [fanNumber, pageId, locale],
  );
  const parsed = rows[0] ? benefitsContentSchema.safeParse(rows[0].content) : null;
  return parsed?.success ? parsed.data : null;
}

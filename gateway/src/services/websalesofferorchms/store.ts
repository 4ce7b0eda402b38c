import { benefitsContentSchema, type BenefitsContent } from '@carrier/shared/discount-program';
import type { Queryable } from '../../store/db.ts';

/** Benefits content per FAN and page (offer_contents); a stored document that no longer parses counts as none. */
export async function findOfferContent(
  db: Queryable,
  fanNumber: string,
  pageId: string,
): Promise<BenefitsContent | null> {
  const { rows } = await db.query<{ content: unknown }>(
    'select content from offer_contents where fan_number = $1 and page_id = $2',
    [fanNumber, pageId],
  );
  const parsed = rows[0] ? benefitsContentSchema.safeParse(rows[0].content) : null;
  return parsed?.success ? parsed.data : null;
}

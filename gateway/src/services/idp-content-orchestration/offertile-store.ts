import {
  offerLegalSchema,
  offerTileContentSchema,
  type OfferLegal,
  type OfferTileContent,
} from '@carrier/shared/offers';
import type { Queryable } from '../../store/db.ts';

/**
 * The shared offer tile wording in one language: the campaign's document over the one for every campaign (each
 * label the campaign leaves out comes from the general one). A stored document that no longer parses counts as none.
 */
export async function findOfferTileContent(
  db: Queryable,
  locale: string,
  campaignId: string | null,
): Promise<OfferTileContent | null> {
  const { rows } = await db.query<{ document: unknown }>(
    `select document from offer_tile_contents where locale = $1 and campaign_id in ('', $2)
      order by campaign_id = '' desc`,
    [locale, campaignId ?? ''],
  );
  const documents = rows.flatMap((r) => {
    const parsed = offerTileContentSchema.safeParse(r.document);
    return parsed.success ? [parsed.data] : [];
  });
  return documents.length > 0 ? Object.assign({}, ...documents) : null;
}

/** An offer's legal text in one language (offer_legal_texts), or null. */
export async function findOfferLegal(db: Queryable, legalId: string, locale: string): Promise<OfferLegal | null> {
  const { rows } = await db.query<{ feed: unknown }>(
    'select feed from offer_legal_texts where legal_id = $1 and locale = $2',
    [legalId, locale],
  );
  const parsed = rows[0] ? offerLegalSchema.safeParse(rows[0].feed) : null;
  return parsed?.success ? parsed.data : null;
}

import { partnerStatusSchema, type PartnerStatus } from '@carrier/shared/offers';

export interface OfferQuery {
  /** The card issuer's application status, as its return link carries it (002 §4, §7 citiApplicationStatus). */
  partnerStatus: PartnerStatus | undefined;
  /** Whether the issuer lets a declined applicant apply again (its return link says so). */
  eligibleToReapply: boolean;
  /** 002 §7 losgId comes from the page's edit parameter. */
  losgId: string | undefined;
}

/** What the offers read from the page address; anything malformed counts as absent. */
export function readOfferQuery(search: string): OfferQuery {
  const query = new URLSearchParams(search);
  const status = partnerStatusSchema.safeParse(query.get('citiApplicationStatus')?.trim().toLowerCase());
  const edit = query.get('edit')?.trim() ?? '';
  return {
    partnerStatus: status.success ? status.data : undefined,
    eligibleToReapply: query.get('citiReapply') === 'true',
    losgId: /^[A-Za-z0-9_-]{1,64}$/.test(edit) ? edit : undefined,
  };
}

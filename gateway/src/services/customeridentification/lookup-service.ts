import type { CustomerInfoResponse, OrgSearchResult } from '@carrier/shared/discount-program';
import type { Db } from '../../store/db.ts';
import { searchOrganisations } from '../microsites/index.ts';
import { ownership, type OrderCaller } from '../signatureenrollmentms/index.ts';

/** 001 §7 organisation search: the one organisations list the forms' type-ahead reads, by typed text. */
export async function orgSearch(db: Db, orgName: string, segment: string): Promise<OrgSearchResult[]> {
  return searchOrganisations(db, orgName, 10, segment);
}

/**
 * 001 §6 CRP customer info by ban: the account's billing name, e-mail and address, for its signed-in owner or the
 * browser whose soft authentication proved it; anyone else (or an unknown account) is refused alike (403).
 */
export async function customerInfo(db: Db, caller: OrderCaller, ban: string): Promise<CustomerInfoResponse> {
  const { account } = await ownership(db, caller, ban);
  return {
    ban: account.billingAccountNumber,
    firstName: account.billingFirstName,
    lastName: account.billingLastName,
    email: account.emailAddress,
    address1: account.address.addressLine1,
    city: account.address.city,
    state: account.address.state,
    postalCode: account.address.zipCode,
  };
}

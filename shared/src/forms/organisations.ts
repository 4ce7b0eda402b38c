import { z } from 'zod';

/** 002 §3 Organisation search result, and the §7 type-ahead answer (orgSearchResult). */
export const organisationSchema = z.object({ orgId: z.string(), orgName: z.string() });
export type Organisation = z.infer<typeof organisationSchema>;
export const organisationSearchResponseSchema = z.object({ orgSearchResult: z.array(organisationSchema) });
export type OrganisationSearchResponse = z.infer<typeof organisationSearchResponseSchema>;

/** Search text limits: the gateway answers at most this many suggestions for text of at least 1 character. */
export const ORGANISATION_SEARCH = { maxResults: 50, maxTextLength: 100 } as const;

/** 002 §6/§7: the auth-details answer. */
export const authDetailsSchema = z.object({ hasBsseWireless: z.boolean(), acctInfocusType: z.string() });
export type AuthDetails = z.infer<typeof authDetailsSchema>;

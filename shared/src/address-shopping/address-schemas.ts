import { z } from 'zod';

/** 002 §3 the address check statuses (NOMATCH is 'no match'). */
export const ADDRESS_STATUSES = ['SUCCESS', 'CLOSE_MATCH', 'CLOSE_MATCH_MDU', 'EXISTING_SERVICE', 'NOMATCH'] as const;
export type AddressStatus = (typeof ADDRESS_STATUSES)[number];

/** 002 §3 qualification of an address for wireline service. */
export const QUALIFICATIONS = ['AIA', 'FIBER_OUT_OF_FP', 'FIBER_IN_FP', 'HSIA'] as const;
export type Qualification = (typeof QUALIFICATIONS)[number];

/** Dwelling types; the CC_ ones are connected-community dwellings (002 §5: mdu or sfu, consumer or bulk). */
export const DWELLING_TYPES = [
  'SFU',
  'MDU',
  'CC_MDU_CONSUMER',
  'CC_SFU_CONSUMER',
  'CC_MDU_BULK',
  'CC_SFU_BULK',
] as const;
export type DwellingType = (typeof DWELLING_TYPES)[number];
export const LIVING_UNIT_STATUSES = ['VACANT', 'OCCUPIED'] as const;

const nameValue = z.object({ name: z.string(), value: z.string() });

export const validAddressSchema = z.object({
  id: z.string(),
  fullAddress: z.string(),
  addressLine1: z.string(),
  unit: z.string().nullable(),
  city: z.string(),
  postcode: z.string(),
  stateOrProvince: z.string(),
  addressCharacteristic: z.array(nameValue),
});
export type ValidAddress = z.infer<typeof validAddressSchema>;

export const serviceCategorySchema = z.object({
  categoryName: z.string(),
  services: z.array(z.object({ name: z.string(), serviceType: z.string(), available: z.boolean() })),
});
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

/** A candidate the close-match (multiple addresses) or MDU (units) modal offers. */
export const addressCandidateSchema = z.object({
  id: z.string(),
  fullAddress: z.string(),
  unit: z.string().nullable(),
});
export type AddressCandidate = z.infer<typeof addressCandidateSchema>;

/** 002 §3 address check response (with the fields instant-on reads). */
export const addressCheckResponseSchema = z.object({
  content: z.object({
    status: z.enum(ADDRESS_STATUSES),
    qualified: z.enum(QUALIFICATIONS).nullable(),
    validAddress: validAddressSchema.nullable(),
    taxAreaDetails: z.array(z.object({ productFamily: z.string(), taxAreaId: z.string() })),
    serviceQualification: z.array(serviceCategorySchema),
    serviceInventory: z.array(serviceCategorySchema),
    instantHSIAOnIndicator: z.boolean(),
    searchCriteria: z.object({ service: z.object({ serviceCharacteristic: z.array(nameValue) }) }),
    candidates: z.array(addressCandidateSchema),
  }),
});
export type AddressCheckResponse = z.infer<typeof addressCheckResponseSchema>;
export type AddressCheck = AddressCheckResponse['content'];

export const ADDRESS_LIMITS = { text: 200, unit: 20, id: 40, suggestions: 8 } as const;

/** The check's query: exactly one of addressId, rgSn or the typed address. */
export const addressCheckQuerySchema = z
  .object({
    addressId: z.string().trim().min(1).max(ADDRESS_LIMITS.id).optional(),
    rgSn: z.string().trim().min(1).max(ADDRESS_LIMITS.id).optional(),
    address: z.string().trim().min(1).max(ADDRESS_LIMITS.text).optional(),
    unit: z.string().trim().max(ADDRESS_LIMITS.unit).optional(),
  })
  .refine((q) => [q.addressId, q.rgSn, q.address].filter(Boolean).length === 1, {
    message: 'Enter an address, or an address id or a gateway serial number (one of them).',
  });

export const addressSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(ADDRESS_LIMITS.text) });
export const addressSuggestionSchema = z.object({ id: z.string(), fullAddress: z.string() });
export const addressSearchResponseSchema = z.object({ suggestions: z.array(addressSuggestionSchema) });
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;

/** 001 §3 CAValidationInfo: the validated address, kept in local storage. */
export const caValidationInfoSchema = z.object({
  addressLine1: z.string(),
  city: z.string(),
  postcode: z.string(),
  stateOrProvince: z.string(),
});
export type CAValidationInfo = z.infer<typeof caValidationInfoSchema>;
export const CA_VALIDATION_INFO_KEY = 'CAValidationInfo';

import { z } from 'zod';
import { discountSchema, groupFanSchema } from './fan-profile.ts';

/**
 * The gateway's simple-REST facade for the console's react-admin resources (ra-data-simple-rest 5 conventions):
 * GET /admin-api/<res>?sort=["field","ASC"]&range=[0,24]&filter={...} answers a JSON array with
 * `Content-Range: <res> 0-24/240`; GET /admin-api/<res>/:id one record; POST creates; DELETE answers the deleted record.
 */
export const ADMIN_API_PREFIX = '/admin-api';

/** What the list call takes: each parameter is JSON, as ra-data-simple-rest sends it. */
export const adminListQuerySchema = z.object({
  sort: z.string().max(200).optional(),
  range: z.string().max(100).optional(),
  filter: z.string().max(20_000).optional(),
});

/** A list answers at most this many records per call (react-admin's export asks for 1,000). */
export const ADMIN_MAX_PAGE = 1000;

/**
 * An instant as ISO 8601 with an offset (any ISO offset: `Z`, `+05:30`, up to ±23:59), passed on in UTC, in the
 * years the store holds (1 to 9999).
 */
const instantSchema = z.iso
  .datetime({ offset: true })
  .refine((text) => {
    const year = new Date(text).getUTCFullYear();
    return year >= 1 && year <= 9999;
  }, 'Enter a time between the years 1 and 9999.')
  .transform((text) => new Date(text).toISOString());

const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(ADMIN_MAX_PAGE)]);

/**
 * fans: q matches an id prefix or the name / friendly name (any case); webStatus is ON (onlExpStatus 'Active') or
 * OFF (any other); discountType keeps FANs with at least one discount of that type; id (array) is getMany.
 */
export const adminFanFilterSchema = z.strictObject({
  q: z.string().max(100).optional(),
  status: oneOrMany(z.string().max(40)).optional(),
  webStatus: z.enum(['on', 'off']).optional(),
  discountType: discountSchema.shape.discountType.optional(),
  groupId: z.string().max(32).optional(),
  id: oneOrMany(z.string().max(32)).optional(),
});
export const adminGroupFilterSchema = z.strictObject({
  q: z.string().max(100).optional(),
  id: oneOrMany(z.string().max(32)).optional(),
  fanId: z.string().max(32).optional(),
  isWebEnabled: z.boolean().optional(),
  isList: z.boolean().optional(),
});
export const adminAuditFilterSchema = z.strictObject({
  entityType: z.enum(['fan', 'group', 'fan_upload']).optional(),
  entityId: z.string().max(32).optional(),
  action: z.string().max(40).optional(),
  /** The employee's username, or part of their name (any case). */
  actor: z.string().max(100).optional(),
  /** Events at or after this instant, and before that one (the console sends the start of the days picked). */
  atFrom: instantSchema.optional(),
  atBefore: instantSchema.optional(),
  id: oneOrMany(z.number().int()).optional(),
});

/** Fields each list sorts by (anything else is refused). */
export const ADMIN_SORT_FIELDS = {
  fans: ['id', 'name', 'friendlyName', 'status', 'onlExpStatus', 'tokenTimeStamp'],
  groups: ['id', 'groupId', 'isWebEnabled', 'isList', 'fanCount', 'tokenGenerationDate'],
  'audit-events': ['id', 'at', 'actor', 'action', 'entityType', 'entityId'],
  'document-reviews': ['id', 'submittedAt', 'segment', 'status'],
} as const;

/** A groups record (list); the show record adds the members. */
export const adminGroupRecordSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  isWebEnabled: z.boolean(),
  isList: z.boolean(),
  fanCount: z.number().int(),
  token: z.string().nullable(),
  tokenLink: z.string().nullable(),
  tokenGenerationDate: z.string().nullable(),
});
export type AdminGroupRecord = z.infer<typeof adminGroupRecordSchema>;
export const adminGroupShowSchema = adminGroupRecordSchema.extend({ fanDetails: z.array(groupFanSchema) });
export type AdminGroupShow = z.infer<typeof adminGroupShowSchema>;

import { z } from 'zod';
import { fanToolsText } from '../texts.ts';
import { FAN_ID_PATTERN, MAX_FANS_PER_SEARCH, reasonSchema } from '../rules.ts';
import { fanIdSchema, fanProfileSchema } from './fan-profile.ts';

/**
 * 002 §3, §7: the Signature profile tool's calls under {prefix} (both fan-profiles prefixes). Request bodies are
 * checked with these schemas in the console and again in the gateway. Every success carries status 'success'.
 */
export const groupIdSchema = z.string().regex(/^[A-Za-z0-9]{1,32}$/, fanToolsText.noResultsMulti);

/** A FAN id entered for adding or creating: 'One or more FANs entered are not valid' when malformed (002 §5). */
const enteredFanIdSchema = z.string().regex(FAN_ID_PATTERN, fanToolsText.fansNotValid);

/** fanIds arrive as an array or as a comma list (the tool's wrappers send a comma list); at most 50 (002 §5). */
export const fanIdListSchema = z
  .union([z.array(z.string()), z.string()])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter((s) => s.length > 0))
  .pipe(
    z.array(enteredFanIdSchema).min(1, fanToolsText.fansNotValid).max(MAX_FANS_PER_SEARCH, fanToolsText.upTo50Fans),
  );

const success = z.literal('success');

// GET {prefix}group/details/type/{fanid|groupid}/id/{id}?isfantools=true → multiSearchResponseSchema (fan-profiles.ts)
export const searchTypeSchema = z.enum(['fanid', 'groupid']);

// GET {prefix}fan/validate?fanIds=a,b,c — the multi-FAN validation wrapper (path not shown in 002 §7; ours).
export const validateFansResponseSchema = z.object({
  status: success,
  fanDetails: z.array(fanProfileSchema),
  invalidFanIds: z.array(z.string()),
});
export type ValidateFansResponse = z.infer<typeof validateFansResponseSchema>;

// POST {prefix}fan/token/generate
export const fanTokenRequestSchema = z.object({ fanId: fanIdSchema, updateReason: reasonSchema });
// POST {prefix}group/token/generate
export const groupTokenRequestSchema = z.object({ groupId: groupIdSchema, updateReason: reasonSchema });
/** Both token calls return the new token, its link and timeStamp (ISO 8601). */
export const tokenResponseSchema = z.object({
  status: success,
  token: z.string(),
  tokenLink: z.string(),
  timeStamp: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

// POST {prefix}fan/update/webstatus
export const fanWebStatusRequestSchema = z.object({
  fanId: fanIdSchema,
  enableStatus: z.boolean(),
  reason: reasonSchema,
});
export const fanWebStatusResponseSchema = z.object({
  status: success,
  fanId: fanIdSchema,
  onlExpStatus: z.string(),
  onlExpStatusChangeReason: z.string(),
});

// POST {prefix}group/update/webstatus (the splash page on/off)
export const groupWebStatusRequestSchema = z.object({
  groupId: groupIdSchema,
  enableStatus: z.boolean(),
  reason: reasonSchema,
});
export const groupWebStatusResponseSchema = z.object({
  status: success,
  groupId: groupIdSchema,
  isWebEnabled: z.boolean(),
  reason: z.string(),
});

// POST {prefix}group/update/view (list view or search view; list view suggested for at most 500 FANs)
export const groupViewRequestSchema = z.object({ groupId: groupIdSchema, listView: z.boolean() });
export const groupViewResponseSchema = z.object({ status: success, groupId: groupIdSchema, isList: z.boolean() });

// POST {prefix}group/create/group — only Active FANs; at least one (002 §5)
export const createGroupRequestSchema = z.object({
  fanIds: fanIdListSchema,
  isListView: z.boolean().default(false),
  isWebEnabled: z.boolean().default(false),
});
export const createGroupResponseSchema = z.object({ status: success, groupId: groupIdSchema });

// POST {prefix}group/add/fans — only Active FANs; members already in the group are left as they are
export const addFansRequestSchema = z.object({ groupId: groupIdSchema, fanIds: fanIdListSchema });
export const addFansResponseSchema = z.object({
  status: success,
  groupId: groupIdSchema,
  added: z.array(fanIdSchema),
  alreadyMembers: z.array(fanIdSchema),
});

// DELETE {prefix}group/remove/{groupId}/fanIds/{fanId} — refused when the group has fewer than 2 FANs
// DELETE {prefix}group/remove/{groupId}
export const removeResponseSchema = z.object({ status: success });

// GET {prefix}group/download/{groupId}?isfantools=true → {groupId}.xlsx (id, name, friendly name, status, web status)
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const EXPORT_COLUMNS = ['FAN ID', 'FAN name', 'FAN friendly name', 'Status', 'Web status'] as const;

// GET {prefix}audit/fan/{fanId} and audit/group/{groupId} — the activity timeline (read_fpt)
export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.string(),
  /** The employee's name, when the user id still names an employee (the timeline shows the name, not the id). */
  actorName: z.string().nullable(),
  action: z.string(),
  entityType: z.enum(['fan', 'group', 'fan_upload']),
  entityId: z.string(),
  reason: z.string().nullable(),
  changes: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditResponseSchema = z.object({ status: success, events: z.array(auditEventSchema) });

/** Audit actions the fan tools record. */
export const AUDIT_ACTIONS = {
  fanWebStatus: 'fan.webstatus',
  fanToken: 'fan.token',
  groupCreate: 'group.create',
  groupAddFans: 'group.addFans',
  groupRemoveFan: 'group.removeFan',
  groupDelete: 'group.delete',
  groupWebStatus: 'group.webstatus',
  groupView: 'group.view',
  groupToken: 'group.token',
  /** 002 §2.9: an applied fan upload (under the upload), then one event per FAN it created or changed. */
  uploadApply: 'upload.apply',
  fanUpload: 'fan.upload',
} as const;

// GET /msapi/fanprofile/v1/fan/landing?iruToken=… (public): what a token link opens; a replaced token is refused.
export const landingResponseSchema = z.object({
  status: success,
  kind: z.enum(['fan', 'group']),
  fan: z.object({ id: fanIdSchema, name: z.string(), friendlyName: z.string() }).nullable(),
  group: z.object({ groupId: groupIdSchema, isList: z.boolean(), isWebEnabled: z.boolean() }).nullable(),
});
export type LandingResponse = z.infer<typeof landingResponseSchema>;

/** Error ids the fan tools answer with, beyond the common ones. */
export const FanToolErrorIds = {
  groupNotFound: 'GROUP_NOT_FOUND',
  fanNotActive: 'FAN_NOT_ACTIVE',
  lastFan: 'GROUP_NEEDS_A_FAN',
  tokenInvalid: 'TOKEN_INVALID',
} as const;

/** Messages for those errors (002 §8 where it has words; plain words where it has none). */
export const fanToolMessages = {
  groupGone: 'This group no longer exists. Another user may have deleted it.',
  lastFan: 'A group needs at least one FAN. Delete the group instead.',
  tokenInvalid: 'This link is no longer valid. Ask your employer for a new one.',
} as const;

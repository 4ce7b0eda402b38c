import { z } from 'zod';

/**
 * 002 §3 the business discount lander's view of a group: what a landing page shows and nothing more. A FAN entry
 * is its friendly name, a description (the organisation's name), its id and the landing link its token opens —
 * never contacts, discounts, status or anything else the Signature profile tool shows employees.
 */
export const landerFanSchema = z.strictObject({
  id: z.string(),
  friendlyName: z.string(),
  description: z.string(),
  /** The landing link (used as the entry's link target). */
  token: z.string(),
});
export type LanderFan = z.infer<typeof landerFanSchema>;

export const landerGroupSchema = z.strictObject({
  groupId: z.string(),
  isList: z.boolean(),
  fanDetails: z.array(landerFanSchema),
});
export type LanderGroup = z.infer<typeof landerGroupSchema>;

/** GET {prefix}group/details/type/groupid/id/{groupId}[/fanId/{fanId}] without isfantools: the lander's read. */
export const landerResponseSchema = z.strictObject({
  status: z.literal('success'),
  groupDetails: z.array(landerGroupSchema).length(1),
});
export type LanderResponse = z.infer<typeof landerResponseSchema>;

import { referenceSchema } from '@carrier/shared/core';
import { z } from 'zod';

/**
 * A receipt handed to the page a flow moves to after success (000 §2: the cancel form's configured URL), in the
 * router's location state, so the next page shows the reference without it appearing in the address.
 */
export const receiptStateSchema = z.object({
  submissionReceipt: z.object({ reference: referenceSchema, alreadyReceived: z.boolean().default(false) }),
});
export type ReceiptState = z.infer<typeof receiptStateSchema>;

export function receiptState(reference: string, alreadyReceived: boolean): ReceiptState {
  return { submissionReceipt: { reference, alreadyReceived } };
}

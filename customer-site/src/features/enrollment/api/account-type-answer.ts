import { z } from 'zod';

/** 001 §3 account-type response. */
export const accountTypeAnswerSchema = z.object({
  status: z.string().optional(),
  errorIds: z.array(z.string()).default([]),
  customerOrderNumber: z.string().nullish(),
  accountInfo: z
    .object({ billingMarket: z.string(), billingAccountNumber: z.string(), existingFan: z.boolean() })
    .nullish(),
});
export type AccountTypeResponse = z.output<typeof accountTypeAnswerSchema>;

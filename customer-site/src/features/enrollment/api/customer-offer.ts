import { z } from 'zod';
import { requestJson, type ApiResult } from '../../../api/http.ts';
import type { Benefits } from '../enrollment-reducer.ts';

const offerSchema = z.object({
  content: z.object({
    banner: z.object({
      heading: z.string(),
      subHeading: z.string().optional(),
      expandedOffer: z.string().optional(),
      icon: z.string().optional(),
      fanName: z.string().optional(),
    }),
    offers: z
      .array(
        z.object({
          offerHeading: z.string(),
          legalShortText: z.string().optional(),
          longLegalText: z.string().optional(),
          shortProxLegalText: z.string().optional(),
        }),
      )
      .default([]),
  }),
});

/** 001 §7 benefits: GET …/offers/customerOffer for the FAN (page UF by default); an errorCode answer is a failure. */
export async function getCustomerOffer(fanId: string, pageId = 'UF'): Promise<ApiResult<Benefits>> {
  const query = new URLSearchParams({ pageId, offerType: 'signature', fanId, encrypted: 'true' });
  const result = await requestJson(
    `/msapi/sales/websalesofferorchms/v1/offers/customerOffer?${query.toString()}`,
    {},
    offerSchema,
  );
  return result.ok ? { ok: true, data: result.data.content } : result;
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@carrier/shared/core';
import {
  bopisCheckinSchema,
  CURBSIDE_APP_ID,
  CURBSIDE_TEXTS,
  curbsideCheckinSchema,
  curbsideResponseSchema,
  storeParamSchema,
} from '@carrier/shared/curbside';
import { checkIn } from './service.ts';

const refusals = { 400: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema, 500: apiErrorSchema };
/** A check-in is small: 1000 characters of notes at up to 3 bytes each and the JSON around them. */
const CHECKIN_BODY_BYTES = 8 * 1024;

/**
 * 002 §7 under /msapi/byodkiosk: the curbside check-in (header appID upperFunnel) and the embedded default of the
 * configured BOPIS address. Anyone with the order's link may check in (the write throttle bounds how often); the
 * answer's content is the pickup system's status word.
 */
export default async function byodkioskRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/onlinePickup/curbsidenotification/:store', {
    config: { access: 'public' },
    bodyLimit: CHECKIN_BODY_BYTES,
    schema: {
      tags: ['curbside'],
      summary: 'Curbside check-in for an online order (002 §2.8); content is the status string',
      params: z.object({ store: storeParamSchema }),
      headers: z.looseObject({ appid: z.literal(CURBSIDE_APP_ID, CURBSIDE_TEXTS.en.appIdRequired) }),
      body: curbsideCheckinSchema,
      response: { 200: curbsideResponseSchema, ...refusals },
    },
    handler: async (request) => {
      const b = request.body;
      const car = b.CHECKIN_METHOD === 'CAR';
      const content = await checkIn(app.db, {
        orderId: b.ORDERID,
        storeId: request.params.store,
        source: 'curbside',
        method: b.CHECKIN_METHOD,
        pickupInformation: b.PICKUPINFORMATION.trim(),
        vehicleType: car ? b.VEHICLETYPE.trim() : '',
        vehicleColor: car ? b.VEHICLECOLOR.trim() : '',
        additionalInfo: car ? '' : b.ADITIONAL_INFO.trim(),
        notes: '',
        requestId: request.id,
      });
      request.log.info({ order: b.ORDERID, status: content }, 'curbside check-in');
      return { content };
    },
  });

  r.post('/onlinePickup/bopis/checkin', {
    config: { access: 'public' },
    bodyLimit: CHECKIN_BODY_BYTES,
    schema: {
      tags: ['curbside'],
      summary: 'BOPIS check-in: an array of one { orderNo, storeId, notes } (002 §3, §7); content is the status string',
      body: bopisCheckinSchema,
      response: { 200: curbsideResponseSchema, ...refusals },
    },
    handler: async (request) => {
      const [one] = request.body;
      const content = await checkIn(app.db, {
        orderId: one!.orderNo,
        storeId: one!.storeId,
        source: 'bopis',
        method: null,
        pickupInformation: '',
        vehicleType: '',
        vehicleColor: '',
        additionalInfo: '',
        notes: one!.notes,
        requestId: request.id,
      });
      request.log.info({ order: one!.orderNo, status: content }, 'BOPIS check-in');
      return { content };
    },
  });
}

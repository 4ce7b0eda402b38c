import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, ErrorIds } from '@carrier/shared/core';
import { SUBSCRIPTION_PATH_TAIL, subscriptionResponseSchema } from '@carrier/shared/connected-car';
import { HttpError } from '../../http-error.ts';
import { checkSubscription } from './service.ts';

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
const HEADER_RULES = {
  tenant: /^[A-Za-z0-9._-]{1,60}$/,
  country: /^[A-Z]{2}$/,
  channel: /^[A-Za-z0-9._-]{1,40}$/,
} as const;

/**
 * 002 §7 connected-car: GET /msapi/connectedvehicle/Dealer-Subscriptions-1/Services/ValidateSubscription/data
 * ?uri=vin:{vin}&appKey={key}, with the headers tenant, country and channel. The page reads the path from
 * CONNECTED_VEHICLE_SUBSCRIPTION_PATH; UPSTREAMS=/msapi/connectedvehicle=https://… sends it to the platform.
 */
export default async function connectedVehicleRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(`/${SUBSCRIPTION_PATH_TAIL}`, {
    config: { access: 'public' },
    schema: {
      tags: ['connected-car'],
      summary: 'A vehicle’s connected-car subscription state (headers tenant, country, channel)',
      querystring: z.object({
        uri: z.string().regex(/^vin:[A-Za-z0-9]{17}$/, 'uri must be vin: and a 17-character VIN'),
        appKey: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'appKey must name the calling application'),
      }),
      response: {
        200: subscriptionResponseSchema,
        400: apiErrorSchema,
        422: apiErrorSchema,
        500: apiErrorSchema,
        503: apiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const headers = Object.fromEntries(
        (Object.keys(HEADER_RULES) as Array<keyof typeof HEADER_RULES>).map((name) => {
          const value = headerValue(request.headers[name]);
          if (!HEADER_RULES[name].test(value)) {
            throw new HttpError(400, ErrorIds.validation, `The ${name} header is missing or not valid.`);
          }
          return [name, value];
        }),
      ) as Record<keyof typeof HEADER_RULES, string>;
      reply.header('Cache-Control', 'no-store');
      return checkSubscription(app.db, {
        vin: request.query.uri.slice('vin:'.length).toUpperCase(),
        tenant: headers.tenant,
        country: headers.country,
      });
    },
  });
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  broadbandLabelSchema,
  labelFeedQuerySchema,
  labelFeedResponseSchema,
  labelVersionsResponseSchema,
} from '@carrier/shared/address-shopping';
import { apiErrorSchema } from '@carrier/shared/core';
import { labelFeed, labelFor, labelHistory } from './nutritionlabel-service.ts';

const TAG = 'broadband-labels';
const uniqueIdParam = z.object({ uniqueId: z.string().min(1).max(60) });
const errors = { 400: apiErrorSchema, 404: apiErrorSchema } as const;

/**
 * 002 §7 the plan label feed, and each plan's broadband label as machine-readable JSON at a stable address per
 * unique plan id, with its past versions.
 */
export default async function nutritionLabelRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/graphql/nutritionlabelPlan', {
    config: { access: 'public' },
    schema: {
      tags: [TAG],
      summary: "The label feed: active plans of a service type (Fixed for wireline) under 'cms-feed'",
      querystring: labelFeedQuerySchema,
      response: { 200: labelFeedResponseSchema, ...errors },
    },
    handler: async (request) => ({ 'cms-feed': await labelFeed(app.db, request.query.serviceType) }),
  });

  r.get('/broadband-labels/:uniqueId', {
    config: { access: 'public' },
    schema: {
      tags: [TAG],
      summary: 'The current broadband label of a unique plan id, as JSON',
      params: uniqueIdParam,
      response: { 200: broadbandLabelSchema, ...errors },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return labelFor(app.db, request.params.uniqueId);
    },
  });

  r.get('/broadband-labels/:uniqueId/versions', {
    config: { access: 'public' },
    schema: {
      tags: [TAG],
      summary: 'Every version of a plan’s broadband label, newest first',
      params: uniqueIdParam,
      response: { 200: labelVersionsResponseSchema, ...errors },
    },
    handler: async (request) => labelHistory(app.db, request.params.uniqueId),
  });

  r.get('/broadband-labels/:uniqueId/versions/:version', {
    config: { access: 'public' },
    schema: {
      tags: [TAG],
      summary: 'One version of a plan’s broadband label: it never changes once published',
      params: uniqueIdParam.extend({ version: z.coerce.number().int().min(1).max(100000) }),
      response: { 200: broadbandLabelSchema, ...errors },
    },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400, immutable');
      return labelFor(app.db, request.params.uniqueId, request.params.version);
    },
  });
}

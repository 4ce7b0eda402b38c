import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@carrier/shared/core';
import { removeResponseSchema } from '@carrier/shared/fan-tools';
import { tokenLinkFor } from './token-link.ts';
import type { ToolContext } from './tool-context.ts';

/** The error replies every fan-tools route may give, all in the one error shape. */
export const errorReplies = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
} as const;

export const TAG = 'fan-profiles';

/** ?isfantools=true: the Signature profile tool marks its calls so; the answer is the same either way. */
export const isFanToolsQuery = z.object({ isfantools: z.enum(['true', 'false']).optional() });

/** A path parameter naming a group or FAN; malformed ids are answered as unknown by the services. */
export const idParam = z.string().min(1).max(64);

export { removeResponseSchema };

/** Who is acting (the session's user name, for the audit trail), the store and how to show token links. */
export async function toolContext(app: FastifyInstance, request: FastifyRequest): Promise<ToolContext> {
  const session = await request.getSession();
  return {
    db: app.db,
    actor: session?.username ?? 'unknown',
    tokenLink: tokenLinkFor(request, app.config.publicOrigin),
  };
}

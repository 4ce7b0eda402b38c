import type { FastifyRequest } from 'fastify';

/** The site's public origin, as configured (PUBLIC_ORIGIN): never the Host a request names. */
export function siteOrigin(request: FastifyRequest): string {
  return request.server.config.publicOrigin;
}

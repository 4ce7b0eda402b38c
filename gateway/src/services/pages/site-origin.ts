import type { FastifyRequest } from 'fastify';

/** The site's public origin: PUBLIC_ORIGIN when configured, else the scheme and host the request came to. */
export function siteOrigin(request: FastifyRequest): string {
  return request.server.config.publicOrigin ?? `${request.protocol}://${request.host}`;
}

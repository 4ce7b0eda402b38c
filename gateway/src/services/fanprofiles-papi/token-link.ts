import type { FastifyRequest } from 'fastify';

/**
 * The landing link a FAN or group token opens on the customer site: always on the configured public origin, never
 * on the Host a request names (a forged Host would otherwise send the token to someone else's site).
 */
export function tokenLinkFor(request: FastifyRequest, publicOrigin: string = request.server.config.publicOrigin) {
  return (token: string) => `${publicOrigin}/signature/landing?iruToken=${encodeURIComponent(token)}`;
}

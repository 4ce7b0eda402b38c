import type { FastifyRequest } from 'fastify';

/** The landing link a FAN or group token opens on the customer site (PUBLIC_ORIGIN behind a proxy). */
export function tokenLinkFor(request: FastifyRequest, publicOrigin: string | undefined) {
  const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
  return (token: string) => `${origin}/signature/landing?iruToken=${encodeURIComponent(token)}`;
}

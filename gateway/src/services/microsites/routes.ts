import type { FastifyInstance } from 'fastify';
import webformRoutes from './webform-routes.ts';
import organisationRoutes from './organisation-routes.ts';
import selfServiceRoutes from './self-service-routes.ts';

/**
 * Everything under /msapi/microsites-orch-nodems/v1 (002 §7, 000 §7): the web form endpoints, the organisation
 * type-ahead and the self-service profile, waiver and military calls. One plugin per prefix, so the prefix can be sent upstream as one (UPSTREAMS).
 */
export default async function micrositesRoutes(app: FastifyInstance) {
  await app.register(webformRoutes);
  await app.register(organisationRoutes);
  await app.register(selfServiceRoutes);
}

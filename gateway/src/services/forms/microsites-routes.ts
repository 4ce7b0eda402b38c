import type { FastifyInstance } from 'fastify';
import formsRoutes from './routes.ts';
import organisationsRoutes from '../organisations/routes.ts';

/**
 * Everything under /msapi/microsites-orch-nodems/v1 (002 §7): the web form endpoints and the organisation
 * type-ahead. One plugin per prefix, so the prefix can be sent upstream as one (UPSTREAMS).
 */
export default async function micrositesRoutes(app: FastifyInstance) {
  await app.register(formsRoutes);
  await app.register(organisationsRoutes);
}

import type { FastifyInstance } from 'fastify';
import auditEventsRoutes from './audit-events-routes.ts';
import documentReviewsRoutes from './document-reviews-routes.ts';
import fansRoutes from './fans-routes.ts';
import groupsRoutes from './groups-routes.ts';

/**
 * /admin-api: the simple-REST facade the console's react-admin dataProvider (ra-data-simple-rest) talks to. Each
 * route's access equals shared ADMIN_RESOURCE_POLICY (a test holds them equal); the rules underneath are the fan
 * tools' own services.
 */
export default async function adminApiRoutes(app: FastifyInstance) {
  await app.register(fansRoutes);
  await app.register(groupsRoutes);
  await app.register(auditEventsRoutes);
  await app.register(documentReviewsRoutes);
}

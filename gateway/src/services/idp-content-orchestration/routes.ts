import type { FastifyInstance } from 'fastify';
import nutritionLabelRoutes from './nutritionlabel-routes.ts';
import offerTileRoutes from './offertile-routes.ts';

/**
 * The content orchestration service (002 §7 /msapi/idp-content-orchestration/v1/…): one plugin for the service, so
 * its prefix is registered once, embedded or pointed upstream as a whole.
 */
export default async function contentOrchestrationRoutes(app: FastifyInstance) {
  await app.register(offerTileRoutes);
  await app.register(nutritionLabelRoutes);
}

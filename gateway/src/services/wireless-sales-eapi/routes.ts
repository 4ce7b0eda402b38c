import type { FastifyInstance } from 'fastify';
import baseOffersRoutes from './baseoffers-routes.ts';
import instantOnRoutes from './instanton-routes.ts';
import referralRoutes from './referral-routes.ts';

/**
 * The wireless sales API (002 §7 /msapi/salesapi/wireless-sales-eapi/v2/…): one plugin for the service, so its
 * prefix is registered once, embedded or pointed upstream as a whole.
 */
export default async function wirelessSalesEapiRoutes(app: FastifyInstance) {
  await app.register(referralRoutes);
  await app.register(baseOffersRoutes);
  await app.register(instantOnRoutes);
}

import type { FastifyInstance } from 'fastify';
import landingRoutes from './landing-routes.ts';
import uploadRoutes from './upload-routes.ts';

/**
 * The 'fanprofile' service of the shared policy (/msapi/fanprofile/v1 and /msapi/sales/fanprofile/v1): the fan
 * landing now; the fan details upload (002 §7 uploadfandetails) registers beside it in its own route file.
 */
export default async function fanprofileRoutes(app: FastifyInstance) {
  await app.register(landingRoutes);
  await app.register(uploadRoutes);
}

import type { FastifyInstance } from 'fastify';
import webformRoutes from './webform-routes.ts';
import organisationRoutes from './organisation-routes.ts';
import selfServiceRoutes from './self-service-routes.ts';
import safeValidateRoutes from './safe-validate-routes.ts';
import escalationRoutes from './escalation-routes.ts';

/**
 * Everything under /msapi/microsites-orch-nodems/v1 (002 §7, 000 §7): the web form endpoints, safe validate (001), the organisation
 * type-ahead and the self-service profile, waiver and military calls. One plugin per prefix, so the prefix can be sent upstream as one (UPSTREAMS).
 */
export default async function micrositesRoutes(app: FastifyInstance) {
  // webform/safeValidate is a static path: the router prefers it to webform/:formKey
  await app.register(safeValidateRoutes);
  await app.register(escalationRoutes);
  await app.register(webformRoutes);
  await app.register(organisationRoutes);
  await app.register(selfServiceRoutes);
}

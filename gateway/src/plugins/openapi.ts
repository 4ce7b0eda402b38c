import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { declareAccess } from './access.ts';

/** OpenAPI generated from the route schemas: the document at /docs/json, a browsable page at /docs. */
async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Carrier sales site gateway',
        description:
          'The carrier API the customer site and the employee console call. Every route declares its access: public, authenticated, customer, read_fpt, write_fpt or edit_fanUpload. Errors are { errorId, message, status }.',
        version: '1.0.0',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    transform: jsonSchemaTransform,
  });
}

/** The docs page's own routes are public; registered after the API routes so the document lists them all. */
export async function registerDocsUi(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    declareAccess(scope, 'public');
    await scope.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  });
}

export default fp(openapi, { name: 'openapi' });

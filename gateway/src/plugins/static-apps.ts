import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { apiError, ErrorIds } from '@carrier/shared/core';
import { declareAccess } from './access.ts';

/** Paths that belong to the JSON APIs: an unknown one answers a JSON 404, never an app page. */
const API_PATHS = /^\/(msapi|auth|admin-api|content|config|docs|healthz|readyz)(\/|$|\?)/;

function setHeaders(reply: FastifyReply, file: string) {
  // Vite's hashed assets never change under one name; index.html must be checked every time.
  reply.header(
    'Cache-Control',
    file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

export interface StaticAppsOptions {
  serve: boolean;
  /** Answers a customer page (rendered on the server); without it, the customer site's index.html is sent. */
  customerPage?: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | undefined;
}

/**
 * Serves the two built apps: the customer site at / (its pages through `customerPage`) and the console at /admin/
 * with a history fallback to its index.html. Unknown API paths get the JSON 404. The build writes a brotli and a
 * gzip copy beside each compressible file (scripts/precompress.mjs); `preCompressed` sends the best one the client
 * accepts, with `Vary: Accept-Encoding`, and the plain file to a client that accepts neither.
 */
async function staticAppsPlugin(app: FastifyInstance, opts: StaticAppsOptions) {
  const customerRoot = path.join(app.config.rootDir, 'customer-site', 'dist');
  const adminRoot = path.join(app.config.rootDir, 'admin-console', 'dist');
  const haveCustomer = opts.serve && fs.existsSync(path.join(customerRoot, 'index.html'));
  const haveAdmin = opts.serve && fs.existsSync(path.join(adminRoot, 'index.html'));
  if (opts.serve && (!haveCustomer || !haveAdmin))
    app.log.warn('app builds missing (run npm run build); only the APIs are served');

  await app.register(async (scope) => {
    declareAccess(scope, 'public');
    if (haveCustomer) {
      await scope.register(fastifyStatic, {
        root: customerRoot,
        prefix: '/',
        index: false,
        wildcard: false,
        preCompressed: true,
        setHeaders,
      });
    }
    if (haveAdmin) {
      await scope.register(fastifyStatic, {
        root: adminRoot,
        prefix: '/admin/',
        index: false,
        wildcard: false,
        preCompressed: true,
        setHeaders,
        decorateReply: !haveCustomer,
      });
    }
  });

  // Each index.html is small and fixed for the life of a build: read once, sent from memory.
  const customerIndex = haveCustomer ? fs.readFileSync(path.join(customerRoot, 'index.html'), 'utf8') : '';
  const adminIndex = haveAdmin ? fs.readFileSync(path.join(adminRoot, 'index.html'), 'utf8') : '';
  const sendIndex = (reply: FastifyReply, html: string) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);

  /** A page of either app for a GET/HEAD that no file or API route answered; null when it is not a page's address. */
  const servePage = (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !API_PATHS.test(url) && !/\/assets\//.test(url);
    if (wantsPage && haveAdmin && /^\/admin(\/|$|\?)/.test(url)) return sendIndex(reply, adminIndex);
    if (wantsPage && haveCustomer && !/^\/admin(\/|$|\?)/.test(url))
      return opts.customerPage ? opts.customerPage(request, reply) : sendIndex(reply, customerIndex);
    return null;
  };

  // The pages are a route of their own (not only the not-found handler), so route hooks such as compression
  // apply to them; any other address falls through to the not-found handler.
  if (haveCustomer || haveAdmin) {
    await app.register(async (scope) => {
      declareAccess(scope, 'public');
      scope.get(
        '/*',
        { schema: { hide: true } },
        (request, reply) => servePage(request, reply) ?? reply.callNotFound(),
      );
    });
  }

  app.setNotFoundHandler(
    (request: FastifyRequest, reply: FastifyReply) =>
      servePage(request, reply) ??
      reply
        .code(404)
        .send(apiError(ErrorIds.notFound, `No route for ${request.method} ${request.url.split('?')[0]}.`, 404)),
  );
}

export default fp(staticAppsPlugin, { name: 'static-apps', dependencies: ['access'] });

import { timingSafeEqual } from 'node:crypto';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { ACCESS_LEVELS, matchPolicy, SIGN_IN_PATHS, satisfies, type Access } from '@carrier/shared/access';
import { ErrorIds } from '@carrier/shared/core';
import { HttpError } from '../http-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route. A route without it is refused (deny by default). */
    access?: Access;
    /** Routes sent upstream: each request's access comes from the shared API policy by method and path. */
    accessFromPolicy?: boolean;
    /** False only where a session may not exist yet (sign-in); the Origin check still applies. */
    csrfToken?: boolean;
  }
  interface FastifyInstance {
    /** Every route registered, with its declared access, for the route walk test and the docs. */
    routeTable: Array<{ method: string; url: string; access: Access | 'policy' | undefined }>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Marks every route registered inside a scope with one access level (for plugins that register their own routes). */
export function declareAccess(scope: FastifyInstance, access: Access): void {
  scope.addHook('onRoute', (route: RouteOptions) => {
    route.config = { ...(route.config as object), access } as RouteOptions['config'];
  });
}

/**
 * Where a 401 sends the browser: the sign-in page of the audience, with the page to come back to (returnurl, or
 * target_url for the fan upload: its calls and its authorization check, source fupt).
 */
export function signInLocation(request: FastifyRequest, access: Access): string {
  const query = request.query as Record<string, unknown> | undefined;
  let back = typeof query?.returnurl === 'string' ? query.returnurl : undefined;
  if (!back && request.headers.referer) {
    try {
      const ref = new URL(request.headers.referer);
      if (ref.host === request.host) back = ref.pathname + ref.search;
    } catch {
      // an unreadable Referer is ignored
    }
  }
  const employee =
    access !== 'customer' &&
    (access !== 'authenticated' || (back ?? request.url).startsWith('/admin') || request.url.startsWith('/msapi/'));
  const target = employee ? SIGN_IN_PATHS.employee : SIGN_IN_PATHS.customer;
  // 002 §2.9: the fan upload page's sign-in link carries the page in target_url; every other sign-in link in returnurl.
  const fanUpload = access === 'edit_fanUpload' || query?.source === 'fupt';
  const param = fanUpload ? 'target_url' : 'returnurl';
  return back && back.startsWith('/') && !back.startsWith('//')
    ? `${target}?${param}=${encodeURIComponent(back)}`
    : target;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function originAllowed(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin) {
    if (origin === 'null') return false;
    return origin === `${request.protocol}://${request.host}` || origin === publicOrigin;
  }
  // No Origin (older browsers on same-origin requests, non-browser callers): refuse only what a browser marks cross-site.
  return request.headers['sec-fetch-site'] !== 'cross-site';
}

/** A route's own check, once on its onRequest hooks (a GET route's HEAD twin starts from the same hooks). */
const kAccessCheck = Symbol('access check');

async function accessPlugin(app: FastifyInstance) {
  app.decorate('routeTable', []);
  app.addHook('onRoute', (route) => {
    const config = () => route.config as FastifyContextConfig | undefined;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      app.routeTable.push({
        method,
        url: route.url,
        get access() {
          return config()?.accessFromPolicy ? ('policy' as const) : config()?.access;
        },
      });
    }

    // Every route carries its check, ahead of the route's own onRequest hooks (the plugins' hooks for every request
    // run before it, as they did), and a request without a route has nothing to check. The check reads what the
    // route declared when a request comes: a scope's declareAccess marks the route after this hook has run. A public
    // read settles at once, without a promise (most requests, among them /healthz); the rest asks the store. An
    // answer that needs a session is never stored.
    const own =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    if (own.some((hook) => kAccessCheck in hook)) return;
    const checkAccess: onRequestHookHandler = function checkAccess(request, reply, done) {
      const declared = config() ?? {};
      if (declared.access === 'public' && SAFE_METHODS.has(request.method)) return done();
      if (declared.access !== 'public' && !declared.accessFromPolicy) reply.header('cache-control', 'no-store');
      enforce(request, declared).then(() => done(), done);
    };
    route.onRequest = [Object.assign(checkAccess, { [kAccessCheck]: true }), ...own];
  });

  async function enforce(request: FastifyRequest, config: FastifyContextConfig): Promise<void> {
    let access = config.access;
    if (config.accessFromPolicy) {
      const match = matchPolicy(request.method, request.url);
      if (!match)
        throw new HttpError(404, ErrorIds.notFound, `No route for ${request.method} ${request.url.split('?')[0]}.`);
      access = match.route.access;
    }
    if (!access || !(ACCESS_LEVELS as readonly string[]).includes(access)) {
      request.log.error({ route: request.routeOptions.url }, 'route without an access declaration refused');
      throw new HttpError(403, ErrorIds.forbidden, 'This route is not open to anyone.');
    }
    const unsafe = !SAFE_METHODS.has(request.method);
    if (unsafe && !originAllowed(request, app.config.publicOrigin)) {
      throw new HttpError(403, ErrorIds.csrf, 'Cross-site request refused.');
    }
    if (access === 'public' && !unsafe) return;

    const session = await request.getSession();
    if (access !== 'public') {
      if (!session) {
        throw new HttpError(401, ErrorIds.unauthenticated, 'Please sign in to continue.', {
          Location: signInLocation(request, access),
        });
      }
      if (!satisfies(session, access)) {
        throw new HttpError(403, ErrorIds.forbidden, 'Your account is not authorized for this request.');
      }
    }
    if (unsafe && session && config.csrfToken !== false) {
      const sent = request.headers['x-csrf-token'];
      if (typeof sent !== 'string' || !sameToken(sent, session.csrfToken)) {
        throw new HttpError(
          403,
          ErrorIds.csrf,
          'The request is missing its security token. Reload the page and try again.',
        );
      }
    }
  }
}

export default fp(accessPlugin, { name: 'access', dependencies: ['session'] });

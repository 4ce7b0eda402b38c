import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGN_IN_PATHS, sameSitePath } from '@carrier/shared/access';
import { documentPathFor } from '@carrier/shared/content';
import type { PageRenderer } from '../../plugins/server-render.ts';
import { isPublicPage, publicPages } from '../content/service.ts';
import { loadInitialData } from './initial-data.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { siteOrigin } from './site-origin.ts';

/**
 * /robots.txt and /sitemap.xml: what crawlers read before the customer pages; /acctmgmt/login: the account sign-in
 * other flows send a customer to (001 §4: adding a line or upgrading from the verify form's wireless intent).
 */
export default async function pagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The account sign-in is the site's sign-in: the customer comes back to returnUrl (a path on this site only; the
  // wlsfi intent travels in it), in Spanish when they came from a Spanish page.
  r.get('/acctmgmt/login', {
    config: { access: 'public' },
    schema: {
      tags: ['site'],
      summary: 'The account sign-in: the site’s sign-in page, coming back to returnUrl (a path on this site)',
      querystring: z.object({ returnUrl: z.string().max(2000).optional(), wlsfi: z.string().max(8).optional() }),
    },
    handler: async (request, reply) => {
      const back = sameSitePath(request.query.returnUrl);
      const signIn = back?.startsWith('/es-us/') ? `/es-us${SIGN_IN_PATHS.customer}` : SIGN_IN_PATHS.customer;
      return reply
        .header('Cache-Control', 'no-store')
        .redirect(back ? `${signIn}?${new URLSearchParams({ returnurl: back })}` : signIn, 302);
    },
  });
  r.get('/robots.txt', {
    config: { access: 'public' },
    schema: { tags: ['site'], summary: 'Which paths crawlers may read, and where the sitemap is' },
    handler: async (request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(siteOrigin(request))),
  });
  r.get('/sitemap.xml', {
    config: { access: 'public' },
    schema: { tags: ['site'], summary: 'The public content pages in both languages, with their alternates' },
    handler: async (request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(siteOrigin(request), await publicPages(app.db))),
  });
}

/**
 * A customer page, rendered on the server: its data loaded (the page document, who is signed in), rendered with
 * it, and the same data embedded for hydration. Unknown addresses answer 404 with the not-found page, invalid
 * content 500 with the problem page. A page rendered for a session is the customer's alone: private, not stored.
 */
export function customerPageHandler(app: FastifyInstance, renderer: PageRenderer) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0]!;
    const data = await loadInitialData({ app, request, reply, pathname });
    const status = data.page && !data.page.result.ok ? data.page.result.error.status : 200;
    reply.header('Cache-Control', data.session?.me ? 'private, no-store' : 'no-cache');
    // the viewport guess (see the initial data) comes from these
    reply.header('Vary', 'Sec-CH-UA-Mobile, User-Agent');
    reply.type('text/html; charset=utf-8');
    try {
      const html = await renderer.renderDocument({
        url: request.url,
        origin: siteOrigin(request),
        data,
        indexable:
          status === 200 &&
          isPublicPage(documentPathFor(pathname).path) &&
          (!data.page?.result.ok || data.page.result.document.indexed !== false),
      });
      return reply.code(status).send(html);
    } catch (err) {
      // The browser may still manage the page on its own: send the client-only page, and say it failed here.
      request.log.error({ err, url: pathname }, 'server rendering failed');
      return reply.code(500).send(renderer.shell);
    }
  };
}

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Where the gateway serves the ALTCHA widget (CAPTCHA_SCRIPT_URL's default). */
export const CAPTCHA_SCRIPT_PATH = '/assets/vendor/altcha.js';

/**
 * The soft-auth form's captcha widget, served from this origin so the embedded default needs no third party (the
 * CSP allows scripts only from 'self'): the `altcha` package's minified classic-script build, which defines the
 * <altcha-widget> element whether loaded as a script or a module. Read once at start; an ETag from its content, and
 * a day's caching (the address carries no version).
 */
export default async function captchaScript(app: FastifyInstance) {
  const entry = createRequire(import.meta.url).resolve('altcha');
  const body = readFileSync(path.join(path.dirname(entry), 'altcha.umd.min.cjs'));
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  app.get(CAPTCHA_SCRIPT_PATH, {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'public, max-age=86400').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/javascript; charset=utf-8').send(body);
    },
  });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers with a CSP both apps pass: scripts only from this origin, styles inline for MUI's emotion,
 * no framing (frame-ancestors 'none', and X-Frame-Options DENY for browsers without CSP), no plugins, connections
 * only back to the gateway. HSTS only over HTTPS: a browser ignores it on plain HTTP, where it only misleads.
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // blob:: the console's document viewer shows a reviewed document (fetched with the session) from a blob URL,
      // an image inline and a PDF in a frame
      imgSrc: ["'self'", 'data:', 'blob:'],
      frameSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // the soft-auth captcha widget (ALTCHA) solves its proof of work in workers it starts from blob: URLs
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'same-origin' },
};

export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

/**
 * The headers helmet sets for these options. They depend on nothing in the request, so helmet runs once, at start,
 * instead of building its middleware again for every request; the same set goes on the answers Node gives before
 * any route runs (see client-errors.ts).
 */
function headersFromHelmet(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
}

/** The headers a page (HTML, and anything else a browser may show as a document) carries. */
export const SECURITY_HEADERS = headersFromHelmet();

/**
 * The headers an API answer (JSON, a spreadsheet, a redirect) carries: no browser shows it as a page, so the
 * document-only headers (opener and origin-agent isolation, DNS prefetch, legacy XSS and download switches) do
 * nothing there; what stays makes any such answer inert if it is opened anyway — nothing may load or run from it
 * (default-src 'none'), it cannot be framed or sniffed, and other sites cannot embed it.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': SECURITY_HEADERS['referrer-policy']!,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

/**
 * Answers that carry an employee's or a customer's data (or a session) are never stored by a browser or proxy: those
 * of the data paths here, and those of every route that needs a session, which the access check marks (access.ts).
 */
const DATA_PATHS = /^\/(?:msapi|admin-api|auth)\//;
/** The API: the data paths, the flags the apps read, and the health checks. */
const API_PATHS = /^\/(?:(?:msapi|admin-api|auth|config)\/|(?:healthz|readyz)(?:[?#]|$))/;

/** The headers every answer carries, with its request id; also called for the router's own refusals. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(API_PATHS.test(request.url) ? API_SECURITY_HEADERS : SECURITY_HEADERS);
  reply.header('x-request-id', request.id);
  if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_HEADER);
  if (DATA_PATHS.test(request.url)) reply.header('cache-control', 'no-store');
}

/**
 * The CSP with the captcha widget's origin among the script sources, when CAPTCHA_SCRIPT_URL points at another
 * host (an environment's CDN); null when the gateway serves the widget itself.
 */
export function cspWithCaptchaScript(scriptUrl: string): string | null {
  if (!scriptUrl.startsWith('https://')) return null;
  const csp = SECURITY_HEADERS['content-security-policy']!;
  return csp.replace("script-src 'self'", `script-src 'self' ${new URL(scriptUrl).origin}`);
}

/**
 * The CSP with another origin the pages may send requests to (002 §7: CURBSIDE_BOPIS_URL pointed at the pickup
 * system's own host), added to connect-src; the CSP unchanged when the address is a path on this site.
 */
export function cspWithConnectOrigin(csp: string | null, url: string): string | null {
  if (!url.startsWith('https://')) return csp;
  const base = csp ?? SECURITY_HEADERS['content-security-policy']!;
  return base.replace("connect-src 'self'", `connect-src 'self' ${new URL(url).origin}`);
}

async function securityHeaders(app: FastifyInstance) {
  const csp = cspWithConnectOrigin(cspWithCaptchaScript(app.config.captcha.scriptUrl), app.config.curbside.bopisUrl);
  // Before the route runs, so every answer has them, errors included; a route may still set its own Cache-Control.
  app.addHook('onRequest', function setSecurityHeaders(request, reply, done) {
    applySecurityHeaders(request, reply);
    if (csp) reply.header('content-security-policy', csp);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });

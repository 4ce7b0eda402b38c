import { randomFillSync } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { API_POLICY } from '@carrier/shared/access';
import { ADMIN_API_PREFIX } from '@carrier/shared/fan-tools';
import type { Config } from './config.ts';
import { logDestination } from './log-destination.ts';
import { RequestLog } from './request-log.ts';
import { requestLoggers } from './request-logger.ts';
import { redactSecrets, redactUrl } from './log-redaction.ts';
import type { Db } from './store/db.ts';
import errors, { toReply } from './plugins/errors.ts';
import requestTime from './plugins/request-time.ts';
import store from './plugins/store.ts';
import securityHeaders, { applySecurityHeaders } from './plugins/security-headers.ts';
import { clientErrorHandler } from './plugins/client-errors.ts';
import inputGuard from './plugins/input-guard.ts';
import compression from './plugins/compression.ts';
import cookies from './plugins/cookies.ts';
import session from './plugins/session.ts';
import access from './plugins/access.ts';
import writeThrottle from './plugins/write-throttle.ts';
import uploadGates, { type UploadGates } from './plugins/upload-gates.ts';
import openapi, { registerDocsUi } from './plugins/openapi.ts';
import staticApps from './plugins/static-apps.ts';
import { loadPageRenderer } from './plugins/server-render.ts';
import outbox from './outbox/plugin.ts';
import { registerUpstream } from './plugins/upstream.ts';
import captchaScript from './plugins/captcha-script.ts';
// The carrier API under /msapi: one folder per service, named after the service in its path.
import fanprofilesPapi from './services/fanprofiles-papi/routes.ts';
import fanprofile from './services/fanprofile/routes.ts';
import microsites from './services/microsites/routes.ts';
import buyWireless from './services/buy-wireless/routes.ts';
import employeeAuthorization from './services/employee-authorization/routes.ts';
import signatureEnrollment from './services/signatureenrollmentms/routes.ts';
import accountServices from './services/accountservices/routes.ts';
import wireless from './services/wireless/routes.ts';
import webSalesOffer from './services/websalesofferorchms/routes.ts';
import customerIdentification from './services/customeridentification/routes.ts';
import signaturePapi from './services/signature-papi/routes.ts';
import contentOrchestration from './services/idp-content-orchestration/routes.ts';
import wirelessSalesEapi from './services/wireless-sales-eapi/routes.ts';
import byodkiosk from './services/byodkiosk/routes.ts';
import vpic from './services/vpic/routes.ts';
import connectedVehicle from './services/connectedvehicle/routes.ts';
import addressQualification from './services/address-qualification/routes.ts';
// This site's own routes, each folder named after its mount path.
import health from './services/health/routes.ts';
import auth from './services/auth/routes.ts';
import content from './services/content/routes.ts';
import adminApi from './services/admin-api/routes.ts';
import pages, { customerPageHandler } from './services/pages/routes.ts';
import nlVendorLanders from './services/nl-vendor-landers/routes.ts';

const REQUEST_TIMEOUT_MARGIN_MS = 5_000;

export interface BuildOptions {
  /** An already-open store (tests share one across apps); otherwise opened from the config. */
  db?: Db;
  /** Where logs go (tests capture them); defaults to stdout. */
  logStream?: NodeJS.WritableStream;
  serveApps?: boolean;
  /** False only to measure the write throttle's cost (the benchmark); the product always throttles writes. */
  writeThrottle?: boolean;
  /** Gates of the caller's own (tests hold their places); otherwise each kind gets its configured number. */
  uploadGates?: Partial<UploadGates>;
}

/** Logger: request ids, and nothing secret — no cookies, passwords, tokens or CSRF headers; stdout in batches. */
function loggerOptions(config: Config, stream: NodeJS.WritableStream | pino.DestinationStream) {
  return {
    level: config.logLevel,
    stream,
    // passwords, tokens, CSRF tokens and the session headers in any logged object (see log-redaction.ts)
    formatters: { log: redactSecrets },
    serializers: {
      req: (req: { method: string; url: string; id: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
  } as FastifyServerOptions['logger'];
}

/** How many request ids one draw of random bytes serves. */
const IDS_PER_DRAW = 256;

/**
 * Request ids: 16 random bytes each, in lowercase hex (the form of a W3C Trace Context trace-id, so a tracing system
 * can take them as they are), drawn and written out in hex IDS_PER_DRAW at a time; each id is its part of that text.
 * A UUID costs twice as much to make, on every request, and writing each id out alone costs a call into Node's
 * buffer code per request.
 */
export function randomRequestIds(): () => string {
  const pool = Buffer.allocUnsafe(16 * IDS_PER_DRAW);
  let hex = '';
  let at = 0;
  return () => {
    if (at === hex.length) {
      hex = randomFillSync(pool).toString('hex');
      at = 0;
    }
    at += 32;
    return hex.slice(at - 32, at);
  };
}

/**
 * The request log as the gateway writes it: the logger above, one line per request when it is answered
 * (request-log.ts), into the stream given (the gateway's own: log-destination.ts), under a random request id (a
 * client's own id header is not taken).
 */
export function requestLogOptions(config: Config, sink: NodeJS.WritableStream | pino.DestinationStream) {
  return {
    logger: loggerOptions(config, sink),
    logController: new RequestLog(sink),
    genReqId: randomRequestIds(),
    requestIdHeader: false as const,
    childLoggerFactory: requestLoggers,
  };
}

/** A hop count trusts that many proxies nearest the gateway (proxy-addr's numeric rule, as a function). */
function trustProxyOption(value: Config['trustProxy']): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

/**
 * The /msapi services, by their name in the shared access policy (which lists their prefixes); each folder under
 * services/ is named after its service's path, as app-layout.test.ts holds. Each prefix is embedded unless
 * UPSTREAMS points it elsewhere.
 */
const MSAPI_SERVICES: Array<{ service: string; plugin: (app: FastifyInstance) => Promise<void> }> = [
  { service: 'fanprofiles-papi', plugin: fanprofilesPapi },
  { service: 'fanprofile', plugin: fanprofile },
  { service: 'microsites', plugin: microsites },
  { service: 'buy-wireless', plugin: buyWireless },
  { service: 'employee-authorization', plugin: employeeAuthorization },
  { service: 'signatureenrollmentms', plugin: signatureEnrollment },
  { service: 'accountservices', plugin: accountServices },
  { service: 'wireless', plugin: wireless },
  { service: 'websalesofferorchms', plugin: webSalesOffer },
  { service: 'customeridentification', plugin: customerIdentification },
  { service: 'signature-papi', plugin: signaturePapi },
  { service: 'idp-content-orchestration', plugin: contentOrchestration },
  { service: 'wireless-sales-eapi', plugin: wirelessSalesEapi },
  { service: 'byodkiosk', plugin: byodkiosk },
  { service: 'vpic', plugin: vpic },
  { service: 'connectedvehicle', plugin: connectedVehicle },
  { service: 'address-qualification', plugin: addressQualification },
];

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const ownLog = options.logStream ? undefined : logDestination();
  const app = Fastify({
    ...requestLogOptions(config, ownLog ?? options.logStream!),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: config.bodyLimit,
    // Node's own bounds, the backstop behind plugins/request-time.ts: headers within the request time, a whole
    // request within the longest any route allows (plus a margin, so the route's own 408 comes first).
    requestTimeout: config.requestTime.uploadRequestMs + REQUEST_TIMEOUT_MARGIN_MS,
    http: { headersTimeout: config.requestTime.requestMs, connectionsCheckingInterval: 1_000 },
    // The store plugin migrates and loads the fixtures on a first start: more than Fastify's 10 s on a busy 2-core machine.
    pluginTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: true },
    // A URL the router cannot read (bad percent-encoding, an over-long parameter) gets the one error shape too,
    // with the security headers (no hook runs for it); so does what Node refuses before Fastify sees a request.
    frameworkErrors: (err, request, reply) => {
      applySecurityHeaders(request, reply);
      return toReply(err, request, reply);
    },
    clientErrorHandler,
  });
  app.decorate('config', config);
  // the log's timer and exit hook go with the app (a process that builds many, as the test suites do, keeps none)
  if (ownLog) app.addHook('onClose', async () => ownLog.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errors);
  await app.register(requestTime, { config: config.requestTime });
  await app.register(store, { config, ...(options.db ? { db: options.db } : {}) });
  await app.register(securityHeaders);
  await app.register(inputGuard);
  // before every route and the static apps, so its hook wraps them all
  await app.register(compression);
  await app.register(cookies);
  await app.register(session);
  await app.register(access);
  await app.register(writeThrottle, { enabled: options.writeThrottle !== false });
  await app.register(uploadGates, { gates: options.uploadGates });
  await app.register(openapi);
  await app.register(outbox);

  // this site's own routes
  await app.register(health);
  await app.register(auth, { prefix: '/auth' });
  await app.register(content, { prefix: '/content' });
  await app.register(adminApi, { prefix: ADMIN_API_PREFIX });
  // 002 §7 the plan map file of the vendor landers
  await app.register(nlVendorLanders);
  // the carrier API
  for (const { service, plugin } of MSAPI_SERVICES) {
    const policy = API_POLICY.find((p) => p.service === service)!;
    for (const prefix of policy.prefixes) {
      const upstream = config.upstreams[prefix];
      if (upstream) await registerUpstream(app, prefix, upstream);
      else await app.register(plugin, { prefix });
    }
  }
  // An UPSTREAMS prefix outside the policy stops start-up there (registerUpstream names it).
  for (const prefix of Object.keys(config.upstreams)) {
    if (!API_POLICY.some((p) => p.prefixes.includes(prefix)))
      await registerUpstream(app, prefix, config.upstreams[prefix]!);
  }

  await registerDocsUi(app);
  // the soft-auth captcha widget's script, at CAPTCHA_SCRIPT_URL's default address
  await app.register(captchaScript);
  // The customer pages: rendered on the server from the built site, with robots.txt and the sitemap beside them.
  const serveApps = options.serveApps !== false;
  const renderer = serveApps ? await loadPageRenderer(config.rootDir, app.log) : null;
  await app.register(pages);
  await app.register(staticApps, {
    serve: serveApps,
    customerPage: renderer ? customerPageHandler(app, renderer) : undefined,
  });
  return app;
}

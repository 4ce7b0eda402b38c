import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import {
  DEFAULT_BSSE_SALES_PHONE,
  DEFAULT_SUBSCRIPTION_PATH,
  type ConnectedCarFlags,
} from '@carrier/shared/connected-car';
import type { VerificationFlags } from '@carrier/shared/discount-program';

/**
 * Environment → typed configuration. A bad value stops start-up with one clear line (see server.ts).
 * Feature flags the specifications name are one typed value each, with a default.
 */
const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const upstreamsSchema = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const out: Record<string, string> = {};
    if (!raw) return out;
    for (const pair of raw
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const eq = pair.indexOf('=');
      const prefix = eq > 0 ? pair.slice(0, eq).trim() : '';
      const url = eq > 0 ? pair.slice(eq + 1).trim() : '';
      if (!prefix.startsWith('/msapi/') || !/^https?:\/\/[^\s]+$/.test(url)) {
        ctx.addIssue({
          code: 'custom',
          message: `UPSTREAMS entry "${pair}" must be /msapi/<service>=http(s)://host[:port][/base]`,
        });
        return z.NEVER;
      }
      out[prefix.replace(/\/+$/, '')] = url.replace(/\/+$/, '');
    }
    return out;
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  FIXTURES: bool(true),
  FIXTURE_PASSWORD: z.string().min(8, 'FIXTURE_PASSWORD must be at least 8 characters').default('Signature-2026!'),
  ALLOW_FIXTURE_PASSWORDS_IN_PRODUCTION: bool(false),
  SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(480),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  // 'true' trusts every hop (a client could then choose its own address); a hop count or the proxies' addresses
  // trust only the load balancers in front of the gateway.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx): boolean | number | string => {
      const value = (v ?? 'false').trim();
      if (['true', '1', 'yes'].includes(value)) return value === '1' ? 1 : true;
      if (['false', '0', 'no', ''].includes(value)) return false;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const parts = value.split(',').map((p) => p.trim());
      if (parts.every((p) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(p))) return parts.join(',');
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY must be true, false, a hop count or a comma list of proxy addresses (CIDR allowed)',
      });
      return z.NEVER;
    }),
  PUBLIC_ORIGIN: z.url().optional(),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  LOGIN_LOCK_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  LOGIN_SLOW_AFTER: z.coerce.number().int().min(0).max(100).default(2),
  // The write throttle: every public or customer write counts per client address, a signed-in customer's per account.
  PUBLIC_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(20),
  CUSTOMER_WRITES_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  // Sign-ins (right or wrong) per client address: each right one keeps a session, so they are bounded too.
  SIGN_INS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(1024 * 1024),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  UPLOAD_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(180_000),
  BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  BODY_MIN_BYTES_PER_SECOND: z.coerce
    .number()
    .int()
    .min(0)
    .max(10 * 1024 * 1024)
    .default(1024),
  UPSTREAMS: upstreamsSchema,
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(20000),
  ROOT_DIR: z.string().optional(),
  FLAG_NEW_FAN_PROFILES_API: bool(false),
  FLAG_NEW_EMPLOYEE_AUTH_API: bool(false),
  FLAG_FAN_PROFILE_CLOUD_API: bool(false),
  // 002 §7: the offer tiles call products-papi instead of websalesofferorchms
  FLAG_OFFERS_PRODUCTS_API: bool(false),
  // 002 §6 address-based shopping: the instant-on offer page, and its check of full-address query parameters.
  FLAG_INSTANT_ON_OFFER: bool(true),
  FLAG_IMPLICIT_FULL_ADDRESS_CHECK: bool(true),
  // 002 §6 flags named without a behaviour: each is read here and handed to the apps in GET /config/flags, as the
  // others are; no page of this product changes with them yet.
  FLAG_V1_FLYOUT: bool(false),
  FLAG_BSSE_SIGNATURE: bool(false),
  FLAG_SIGNATURE_PROGRAM_GATING: bool(false),
  FLAG_DEVICE_TYPE_2_OEM_REDIRECT: bool(false),
  FLAG_SIGNATURE_REDESIGN: bool(false),
  FLAG_SIGNATURE_CHICLET_MENU: bool(false),
  // 002 §6 the address-validation key: sent to the address check's upstream, never to a browser.
  ADDRESS_VALIDATION_KEY: z
    .string()
    .trim()
    .min(1)
    .max(512)
    .regex(/^[\x21-\x7e]+$/, 'printable ASCII, no spaces')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s/]+(\/)?$/, 'SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…')
    .optional(),
  MAIL_FROM: z.email('MAIL_FROM must be an e-mail address').default('self-service@carrier.example'),
  SELF_SERVICE_TEAM_EMAIL: z
    .email('SELF_SERVICE_TEAM_EMAIL must be an e-mail address')
    .default('self-service-team@carrier.example'),
  // 002 §2.7: where the escalation form's cases are e-mailed (the customer advocacy team).
  ESCALATION_TEAM_EMAIL: z
    .email('ESCALATION_TEAM_EMAIL must be an e-mail address')
    .default('customer-advocacy@carrier.example'),
  // 002 §7: where a BOPIS check-in's array payload is posted; the embedded default is the gateway's own route.
  CURBSIDE_BOPIS_URL: z
    .string()
    .regex(/^(\/(?!\/)|https:\/\/)[^\s"'<>]*$/, 'CURBSIDE_BOPIS_URL must be a site path (/…) or an https:// address')
    .default('/msapi/byodkiosk/onlinePickup/bopis/checkin'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  // 001 discount-program enrollment: flags the pages read, and the soft-auth captcha.
  ENROLLMENT_SALES_API: bool(false),
  ENROLLMENT_SHIELD_SOFT_AUTH: bool(false),
  ENROLLMENT_CALL_TO_ORDER: bool(false),
  ENROLLMENT_SALES_PHONE: z
    .string()
    .regex(/^[0-9+(). -]{7,20}$/, 'ENROLLMENT_SALES_PHONE must be a phone number such as 1-800-555-0199')
    .default('1-800-555-0199'),
  // 001 discount-program verification: flags the hub and verify form read.
  VERIFY_SALES_API: bool(false),
  VERIFY_SEARCH_FIRST: bool(true),
  VERIFY_NEW_RESULT_SCREEN: bool(true),
  VERIFY_MENU_LIST: bool(false),
  VERIFY_WIRELESS_INTENT: bool(true),
  VERIFY_SALES_ASSIST: bool(false),
  CAPTCHA_SCRIPT_URL: z
    .string()
    .regex(/^(\/(?!\/)|https:\/\/)[^\s"'<>]*$/, 'CAPTCHA_SCRIPT_URL must be a site path (/…) or an https:// address')
    .default('/assets/vendor/altcha.js'),
  CAPTCHA_HMAC_KEY: z.string().min(32, 'CAPTCHA_HMAC_KEY must be at least 32 characters').optional(),
  CAPTCHA_MAX_COUNTER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  CAPTCHA_EXPIRES_SECONDS: z.coerce.number().int().min(30).max(3600).default(600),
  // 002 §2.2, §6, §7 connected-car: the sales-team (BSSE) call-to-order flag and number, the subscription check's path.
  FLAG_BSSE_CALL_TO_ORDER: bool(false),
  BSSE_SALES_PHONE: z
    .string()
    .regex(/^[0-9+(). -]{7,20}$/, 'BSSE_SALES_PHONE must be a phone number such as 1-800-555-0177')
    .default(DEFAULT_BSSE_SALES_PHONE),
  CONNECTED_VEHICLE_SUBSCRIPTION_PATH: z
    .string()
    .regex(
      /^\/msapi\/[A-Za-z0-9._~/-]+$/,
      'CONNECTED_VEHICLE_SUBSCRIPTION_PATH must be a /msapi/… path on this site (UPSTREAMS sends its prefix elsewhere)',
    )
    .default(DEFAULT_SUBSCRIPTION_PATH),
  // 001 discount-program verification: attempts per person and e-mail, document reviews, the one-time code.
  VERIFICATION_ATTEMPTS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(5),
  DOC_REVIEW_LIMIT: z.coerce.number().int().min(1).max(100).default(3),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  OTP_VALID_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  fixtures: { load: boolean; password: string; allowInProduction: boolean };
  session: { ttlMinutes: number; idleMinutes: number; cookieSecure: 'auto' | 'always' | 'never' };
  /** Fastify's trustProxy: true (every hop), a hop count, or the proxies' addresses. */
  trustProxy: boolean | number | string;
  /**
   * The site's public origin: every link and absolute address the gateway builds starts with it, never with the
   * Host a request names. PUBLIC_ORIGIN; outside production, the gateway's own http://HOST:PORT by default.
   */
  publicOrigin: string;
  login: { maxFailures: number; lockMinutes: number; slowAfter: number };
  /** Writes counted per client address per minute, and per signed-in customer per hour (the write throttle). */
  writeLimits: { perAddressPerMinute: number; perCustomerPerHour: number; signInsPerAddressPerMinute: number };
  bodyLimit: number;
  /**
   * How long a client may take to send a request: the whole request (headers and body), more for file uploads,
   * and a body must keep arriving — at least minBytesPerSecond over every idle window of bodyIdleMs.
   */
  requestTime: { requestMs: number; uploadRequestMs: number; bodyIdleMs: number; minBytesPerSecond: number };
  upstreams: Record<string, string>;
  upstreamTimeoutMs: number;
  rootDir: string;
  flags: {
    newFanProfilesApi: boolean;
    newEmployeeAuthApi: boolean;
    fanProfileCloudApi: boolean;
    offersProductsApi: boolean;
    instantOnOffer: boolean;
    implicitFullAddressCheck: boolean;
    v1Flyout: boolean;
    bsseSignature: boolean;
    signatureProgramGating: boolean;
    deviceType2OemRedirect: boolean;
    signatureRedesign: boolean;
    signatureChicletMenu: boolean;
  };
  /** 002 §6: the key the address check's upstream (UPSTREAMS) receives in X-Api-Key; the embedded check needs none. */
  addressValidationKey: string | undefined;
  /** The team e-mail of the self-service forms: sent through SMTP when smtpUrl is set, else kept in the outbox. */
  mail: {
    smtpUrl: string | undefined;
    from: string;
    teamAddress: string;
    /** 002 §2.7: the customer advocacy team, who receive the escalation form's cases. */
    escalationTeamAddress: string;
    outboxPollMs: number;
  };
  /** 002 §7 curbside: the URL a BOPIS check-in is posted to (the browser posts there). */
  curbside: { bopisUrl: string };
  /** 001 enrollment: the flags the pages read (GET /config/flags) and the number the call-to-order modal shows. */
  enrollment: {
    salesApi: boolean;
    shieldSoftAuth: boolean;
    callToOrder: boolean;
    salesPhone: string;
  };
  /** 002 §2.2, §6, §7 connected-car: what the page reads from GET /config/flags. */
  connectedCar: ConnectedCarFlags;
  /**
   * The soft-auth captcha (ALTCHA): the widget's script address, the HMAC key challenges are signed with (generated
   * per process outside production when unset), the largest counter a challenge asks for, and its lifetime.
   */
  captcha: { scriptUrl: string; hmacKey: string; maxCounter: number; expiresSeconds: number };
  /** 001 verification: attempts per person or e-mail a day, reviewed uploads per verification, the one-time code. */
  verification: {
    flags: VerificationFlags;
    attemptsPerDay: number;
    docReviewLimit: number;
    otpMaxAttempts: number;
    otpValidMinutes: number;
  };
}

export class ConfigError extends Error {}

/** The gateway's own address as a browser on this machine would write it (any-address listeners as localhost). */
function ownOrigin(host: string, port: number): string {
  const name = ['0.0.0.0', '::', '[::]'].includes(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Reads the environment; throws ConfigError with one line naming the first bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = issue.path.join('.') || 'environment';
    throw new ConfigError(`Invalid configuration: ${name}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.PUBLIC_ORIGIN) {
    throw new ConfigError(
      'Invalid configuration: PUBLIC_ORIGIN: required in production: the https://… origin the site is reached at, which links are built from',
    );
  }
  if (e.NODE_ENV === 'production' && !e.CAPTCHA_HMAC_KEY) {
    throw new ConfigError(
      'Invalid configuration: CAPTCHA_HMAC_KEY: required in production (at least 32 random characters, the same on every gateway)',
    );
  }
  const config: Config = {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    fixtures: {
      load: e.FIXTURES,
      password: e.FIXTURE_PASSWORD,
      allowInProduction: e.ALLOW_FIXTURE_PASSWORDS_IN_PRODUCTION,
    },
    session: {
      ttlMinutes: e.SESSION_TTL_MINUTES,
      idleMinutes: e.SESSION_IDLE_MINUTES,
      cookieSecure: e.COOKIE_SECURE === 'true' ? 'always' : e.COOKIE_SECURE === 'false' ? 'never' : 'auto',
    },
    trustProxy: e.TRUST_PROXY,
    publicOrigin: (e.PUBLIC_ORIGIN ?? ownOrigin(e.HOST, e.PORT)).replace(/\/+$/, ''),
    login: { maxFailures: e.LOGIN_MAX_FAILURES, lockMinutes: e.LOGIN_LOCK_MINUTES, slowAfter: e.LOGIN_SLOW_AFTER },
    writeLimits: {
      perAddressPerMinute: e.PUBLIC_WRITES_PER_MINUTE,
      perCustomerPerHour: e.CUSTOMER_WRITES_PER_HOUR,
      signInsPerAddressPerMinute: e.SIGN_INS_PER_MINUTE,
    },
    bodyLimit: e.BODY_LIMIT_BYTES,
    requestTime: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      // an upload route never gets less time than any other route
      uploadRequestMs: Math.max(e.UPLOAD_REQUEST_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      bodyIdleMs: e.BODY_IDLE_TIMEOUT_MS,
      minBytesPerSecond: e.BODY_MIN_BYTES_PER_SECOND,
    },
    upstreams: e.UPSTREAMS,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    // two levels up from gateway/src/ (source) and from gateway/dist/ (the compiled server) alike
    rootDir: path.resolve(e.ROOT_DIR ?? path.join(import.meta.dirname, '..', '..')),
    flags: {
      newFanProfilesApi: e.FLAG_NEW_FAN_PROFILES_API,
      newEmployeeAuthApi: e.FLAG_NEW_EMPLOYEE_AUTH_API,
      fanProfileCloudApi: e.FLAG_FAN_PROFILE_CLOUD_API,
      offersProductsApi: e.FLAG_OFFERS_PRODUCTS_API,
      instantOnOffer: e.FLAG_INSTANT_ON_OFFER,
      implicitFullAddressCheck: e.FLAG_IMPLICIT_FULL_ADDRESS_CHECK,
      v1Flyout: e.FLAG_V1_FLYOUT,
      bsseSignature: e.FLAG_BSSE_SIGNATURE,
      signatureProgramGating: e.FLAG_SIGNATURE_PROGRAM_GATING,
      deviceType2OemRedirect: e.FLAG_DEVICE_TYPE_2_OEM_REDIRECT,
      signatureRedesign: e.FLAG_SIGNATURE_REDESIGN,
      signatureChicletMenu: e.FLAG_SIGNATURE_CHICLET_MENU,
    },
    addressValidationKey: e.ADDRESS_VALIDATION_KEY,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      teamAddress: e.SELF_SERVICE_TEAM_EMAIL,
      escalationTeamAddress: e.ESCALATION_TEAM_EMAIL,
      outboxPollMs: e.OUTBOX_POLL_MS,
    },
    curbside: { bopisUrl: e.CURBSIDE_BOPIS_URL },
    enrollment: {
      salesApi: e.ENROLLMENT_SALES_API,
      shieldSoftAuth: e.ENROLLMENT_SHIELD_SOFT_AUTH,
      callToOrder: e.ENROLLMENT_CALL_TO_ORDER,
      salesPhone: e.ENROLLMENT_SALES_PHONE,
    },
    connectedCar: {
      bsseCallToOrder: e.FLAG_BSSE_CALL_TO_ORDER,
      bsseSalesPhone: e.BSSE_SALES_PHONE,
      connectedVehicleSubscriptionPath: e.CONNECTED_VEHICLE_SUBSCRIPTION_PATH,
    },
    captcha: {
      scriptUrl: e.CAPTCHA_SCRIPT_URL,
      hmacKey: e.CAPTCHA_HMAC_KEY ?? randomBytes(32).toString('base64url'),
      maxCounter: e.CAPTCHA_MAX_COUNTER,
      expiresSeconds: e.CAPTCHA_EXPIRES_SECONDS,
    },
    verification: {
      flags: {
        verifySalesApi: e.VERIFY_SALES_API,
        verifySearchFirst: e.VERIFY_SEARCH_FIRST,
        verifyNewResultScreen: e.VERIFY_NEW_RESULT_SCREEN,
        verifyMenuList: e.VERIFY_MENU_LIST,
        verifyWirelessIntent: e.VERIFY_WIRELESS_INTENT,
        verifySalesAssist: e.VERIFY_SALES_ASSIST,
      },
      attemptsPerDay: e.VERIFICATION_ATTEMPTS_PER_DAY,
      docReviewLimit: e.DOC_REVIEW_LIMIT,
      otpMaxAttempts: e.OTP_MAX_ATTEMPTS,
      otpValidMinutes: e.OTP_VALID_MINUTES,
    },
  };
  return config;
}

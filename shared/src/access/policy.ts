import { FAN_PROFILES_PREFIXES } from '../fan-tools/paths.ts';
import { FAN_UPLOAD_PREFIXES } from '../fan-upload/paths.ts';
import { BUY_WIRELESS_PREFIX, MICROSITES_FORMS_PREFIX } from '../forms/paths.ts';
import {
  ACCOUNT_SERVICES_PREFIX,
  CUSTOMER_IDENTIFICATION_PREFIXES,
  CUSTOMER_IDENTIFICATION_SALES_V2_PREFIX,
  SIGNATURE_ENROLLMENT_PREFIXES,
  SIGNATURE_PAPI_PREFIX,
  WEB_SALES_OFFER_PREFIX,
  WIRELESS_PREFIX,
} from '../discount-program/paths.ts';
import { CONTENT_ORCHESTRATION_PREFIX, PRODUCTS_PAPI_PREFIX, WIRELESS_SALES_EAPI_V2_PREFIX } from '../offers/paths.ts';
import { CURBSIDE_PREFIX } from '../curbside/schemas.ts';
import { CONNECTED_VEHICLE_PREFIX, SUBSCRIPTION_PATH_TAIL, VPIC_PREFIX } from '../connected-car/paths.ts';
import { ADDRESS_QUALIFICATION_PREFIX } from '../address-shopping/paths.ts';
import { EMPLOYEE_AUTH_VERIFY_PATHS } from './paths.ts';
import type { Access } from './roles.ts';

/**
 * The one access policy of the carrier API (002 §6, §7). The gateway's embedded routes declare the same levels
 * (a test holds them equal), the upstream proxy enforces this table for prefixes sent upstream, and the console
 * reads it to decide what to show. A path not in the table is refused.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface PolicyRoute {
  method: HttpMethod;
  /** Path under the service prefix, with :params (for example 'fan/details/:fanId'). */
  path: string;
  access: Access;
  /** The route answers only under these of its service's prefixes (all of them when absent). */
  prefixes?: readonly string[];
  /**
   * The entry applies only when the query string has these values (the same path then has another entry without
   * them, listed after it): the lander's public group read and the tool's isfantools=true read share a path.
   */
  query?: Readonly<Record<string, string>>;
}

export interface ServicePolicy {
  service: string;
  /** Every prefix the service answers under, without a trailing slash. */
  prefixes: readonly string[];
  routes: readonly PolicyRoute[];
  /**
   * An outside service that is not the carrier's API (the government vehicle decoder, the connected-vehicle
   * platform): sent upstream, the path after the prefix goes to the upstream's base, without the prefix.
   */
  upstreamDropsPrefix?: boolean;
}

const trim = (p: string) => p.replace(/\/+$/, '');
const V1 = [CUSTOMER_IDENTIFICATION_PREFIXES.plain, CUSTOMER_IDENTIFICATION_PREFIXES.sales];
const parentOf = (p: string) => p.slice(0, p.lastIndexOf('/user/verify'));

export const API_POLICY: readonly ServicePolicy[] = [
  {
    // 002 §7 connected-car: the government vehicle decoder, embedded (GET …/DecodeVin/{vin}?format=json).
    service: 'vpic',
    prefixes: [VPIC_PREFIX],
    upstreamDropsPrefix: true,
    routes: [{ method: 'GET', path: 'api/vehicles/DecodeVin/:vin', access: 'public' }],
  },
  {
    // 002 §7 connected-car: the connected-vehicle platform's subscription check, embedded.
    service: 'connectedvehicle',
    prefixes: [CONNECTED_VEHICLE_PREFIX],
    upstreamDropsPrefix: true,
    routes: [{ method: 'GET', path: SUBSCRIPTION_PATH_TAIL, access: 'public' }],
  },
  {
    service: 'fanprofiles-papi',
    prefixes: FAN_PROFILES_PREFIXES.map(trim),
    routes: [
      { method: 'GET', path: 'fan/details/:fanId', access: 'read_fpt' },
      { method: 'GET', path: 'fan/details', access: 'read_fpt' },
      { method: 'GET', path: 'fan/validate', access: 'read_fpt' },
      // 002 §6: the lander's group reads are anonymous and answer its public shape; the tool's (isfantools=true) and
      // the FAN id search stay behind read_fpt.
      {
        method: 'GET',
        path: 'group/details/type/groupid/id/:groupId',
        access: 'read_fpt',
        query: { isfantools: 'true' },
      },
      { method: 'GET', path: 'group/details/type/groupid/id/:groupId', access: 'public' },
      { method: 'GET', path: 'group/details/type/groupid/id/:groupId/fanId/:fanId', access: 'public' },
      { method: 'GET', path: 'group/details/type/:type/id/:id', access: 'read_fpt' },
      { method: 'GET', path: 'group/download/:groupId', access: 'read_fpt' },
      { method: 'GET', path: 'audit/fan/:fanId', access: 'read_fpt' },
      { method: 'GET', path: 'audit/group/:groupId', access: 'read_fpt' },
      { method: 'POST', path: 'fan/token/generate', access: 'write_fpt' },
      { method: 'POST', path: 'group/token/generate', access: 'write_fpt' },
      { method: 'POST', path: 'fan/update/webstatus', access: 'write_fpt' },
      { method: 'POST', path: 'group/update/webstatus', access: 'write_fpt' },
      { method: 'POST', path: 'group/update/view', access: 'write_fpt' },
      { method: 'POST', path: 'group/create/group', access: 'write_fpt' },
      { method: 'POST', path: 'group/add/fans', access: 'write_fpt' },
      { method: 'DELETE', path: 'group/remove/:groupId/fanIds/:fanId', access: 'write_fpt' },
      { method: 'DELETE', path: 'group/remove/:groupId', access: 'write_fpt' },
    ],
  },
  {
    // 002 §7 fan landing and the fan details upload share these prefixes.
    service: 'fanprofile',
    prefixes: [FAN_UPLOAD_PREFIXES.onPremises, FAN_UPLOAD_PREFIXES.cloud].map(trim),
    routes: [
      { method: 'GET', path: 'fan/landing', access: 'public' },
      { method: 'POST', path: 'uploadfandetails', access: 'edit_fanUpload' },
      { method: 'GET', path: 'uploadfandetails/template', access: 'edit_fanUpload' },
    ],
  },
  {
    // 002 §7 generic form endpoints and the organisation type-ahead; 000 §7 self-service calls (before
    // 'webform/:formKey': the first match wins).
    service: 'microsites',
    prefixes: [MICROSITES_FORMS_PREFIX],
    routes: [
      { method: 'GET', path: 'profile/login-status', access: 'public' },
      { method: 'GET', path: 'profile/no-cases', access: 'customer' },
      { method: 'POST', path: 'webform/safeValidate', access: 'public' },
      { method: 'POST', path: 'waiver/submit', access: 'customer' },
      { method: 'POST', path: 'webform/email/militaryWebform', access: 'customer' },
      { method: 'POST', path: 'webform/email/socialAdvocate', access: 'public' },
      { method: 'POST', path: 'webform/:formKey', access: 'public' },
      { method: 'GET', path: 'organisations/search/:text', access: 'public' },
    ],
  },
  {
    // 002 §6, §7: the business wireless check of the sign-in helpers.
    service: 'buy-wireless',
    prefixes: [BUY_WIRELESS_PREFIX],
    routes: [{ method: 'GET', path: 'auth/details', access: 'customer' }],
  },
  {
    // 001 §7, 000 §7 the enrollment calls; submitEnrollmentOrder is public here and checks ownership itself (a
    // signed-in owner, or this browser's soft authentication of the account).
    service: 'signatureenrollmentms',
    prefixes: [SIGNATURE_ENROLLMENT_PREFIXES.plain, SIGNATURE_ENROLLMENT_PREFIXES.sales],
    routes: [
      { method: 'GET', path: 'captcha/challenge', access: 'public' },
      { method: 'POST', path: 'softAuthentication', access: 'public' },
      { method: 'POST', path: 'validateAccountType', access: 'customer' },
      { method: 'POST', path: 'submitEnrollmentOrder', access: 'public' },
    ],
  },
  {
    service: 'accountservices',
    prefixes: [ACCOUNT_SERVICES_PREFIX],
    routes: [{ method: 'GET', path: 'profile/info', access: 'customer' }],
  },
  {
    service: 'wireless',
    prefixes: [WIRELESS_PREFIX],
    routes: [{ method: 'GET', path: 'details/:id', access: 'customer' }],
  },
  {
    // 001 §7 benefits and 002 §7 the signature hero (customerOffer); 002 §7 the offer tiles, under the products-papi
    // path too (chosen by the OFFERS_PRODUCTS_API flag).
    service: 'websalesofferorchms',
    prefixes: [WEB_SALES_OFFER_PREFIX, PRODUCTS_PAPI_PREFIX],
    routes: [
      { method: 'GET', path: 'offers/customerOffer', access: 'public', prefixes: [WEB_SALES_OFFER_PREFIX] },
      { method: 'POST', path: 'offers/tile', access: 'public' },
    ],
  },
  {
    // 002 §7 the content system's shared offer tile content and the offers' legal texts.
    service: 'idp-content-orchestration',
    prefixes: [CONTENT_ORCHESTRATION_PREFIX],
    routes: [
      { method: 'GET', path: 'scms/shared/offers/offertile', access: 'public' },
      { method: 'GET', path: 'scms/shared/offers/legal/:legalId', access: 'public' },
      // 002 §7 the plan label feed, and each plan's broadband label as JSON with its versions
      { method: 'GET', path: 'graphql/nutritionlabelPlan', access: 'public' },
      { method: 'GET', path: 'broadband-labels/:uniqueId', access: 'public' },
      { method: 'GET', path: 'broadband-labels/:uniqueId/versions', access: 'public' },
      { method: 'GET', path: 'broadband-labels/:uniqueId/versions/:version', access: 'public' },
    ],
  },
  {
    // 002 §7 the offers calls of the wireless sales API (v2).
    service: 'wireless-sales-eapi',
    prefixes: [WIRELESS_SALES_EAPI_V2_PREFIX],
    routes: [
      { method: 'GET', path: 'referral', access: 'public' },
      // 002 §7 instant-on's base offers and add to cart, and the cart page's read of the cart
      { method: 'POST', path: 'baseoffers', access: 'public' },
      { method: 'POST', path: 'instanton-addtocart', access: 'public' },
      { method: 'GET', path: 'instanton-cart', access: 'public' },
    ],
  },
  {
    // 001 §7 verification calls; the sales document upload is v2. The verification id (random, decision 020) is
    // the key of the public reads; customerInfo checks ownership itself, as submitEnrollmentOrder does.
    service: 'customeridentification',
    prefixes: [
      CUSTOMER_IDENTIFICATION_PREFIXES.plain,
      CUSTOMER_IDENTIFICATION_PREFIXES.sales,
      CUSTOMER_IDENTIFICATION_SALES_V2_PREFIX,
    ],
    routes: [
      { method: 'GET', path: 'verificationStatus', access: 'public', prefixes: V1 },
      { method: 'GET', path: 'fetchDecryptedFan', access: 'public', prefixes: V1 },
      { method: 'POST', path: 'verification', access: 'public', prefixes: V1 },
      { method: 'GET', path: 'orgSearch', access: 'public', prefixes: V1 },
      { method: 'GET', path: 'customerInfo/:ban', access: 'public', prefixes: V1 },
      {
        method: 'POST',
        path: 'docUpload',
        access: 'public',
        prefixes: [CUSTOMER_IDENTIFICATION_PREFIXES.plain, CUSTOMER_IDENTIFICATION_SALES_V2_PREFIX],
      },
    ],
  },
  {
    // 001 §7 verification search, and its one-time code (ours: the code's check and 'Send email again').
    service: 'signature-papi',
    prefixes: [SIGNATURE_PAPI_PREFIX],
    routes: [
      { method: 'POST', path: 'verifications/search', access: 'public' },
      { method: 'POST', path: 'verifications/otp/:otpId/verify', access: 'public' },
      { method: 'POST', path: 'verifications/otp/:otpId/resend', access: 'public' },
    ],
  },
  {
    // 002 §7 curbside check-in, and the embedded default of the configured BOPIS address.
    service: 'byodkiosk',
    prefixes: [CURBSIDE_PREFIX],
    routes: [
      { method: 'POST', path: 'onlinePickup/curbsidenotification/:store', access: 'public' },
      { method: 'POST', path: 'onlinePickup/bopis/checkin', access: 'public' },
    ],
  },
  {
    // 002 §2.1, §2.6 the shared address check (type-ahead and qualification lookup), anonymous reads.
    service: 'address-qualification',
    prefixes: [ADDRESS_QUALIFICATION_PREFIX],
    routes: [
      { method: 'GET', path: 'address/search', access: 'public' },
      { method: 'GET', path: 'qualification', access: 'public' },
    ],
  },
  {
    service: 'employee-authorization',
    prefixes: EMPLOYEE_AUTH_VERIFY_PATHS.map(parentOf),
    routes: [{ method: 'GET', path: 'user/verify', access: 'authenticated' }],
  },
];

function compile(path: string): RegExp {
  const body = path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

export interface PolicyMatch {
  service: ServicePolicy;
  prefix: string;
  route: PolicyRoute;
}

/**
 * Finds the policy entry for a method and a full URL (the query string counts only for entries that name one, see
 * PolicyRoute.query); null means refuse.
 */
export function matchPolicy(method: string, url: string): PolicyMatch | null {
  const [path = '', search = ''] = url.split(/\?(.*)/s);
  let query: URLSearchParams | undefined;
  const queryHolds = (wanted: Readonly<Record<string, string>>) => {
    query ??= new URLSearchParams(search);
    return Object.entries(wanted).every(([name, value]) => query!.getAll(name).includes(value));
  };
  // Dot segments and encoded separators could step outside a prefix on the way upstream: refuse them.
  if (/(^|\/)\.{1,2}(\/|$)|%2f|%5c|\\/i.test(path)) return null;
  for (const service of API_POLICY) {
    for (const prefix of service.prefixes) {
      if (!path.startsWith(prefix + '/')) continue;
      const rest = path.slice(prefix.length + 1);
      for (const route of routesUnder(service, prefix)) {
        if (route.method !== method.toUpperCase() || !compile(route.path).test(rest)) continue;
        if (!route.query || queryHolds(route.query)) return { service, prefix, route };
      }
    }
  }
  return null;
}

/** The routes a service answers under one of its prefixes. */
export function routesUnder(service: ServicePolicy, prefix: string): PolicyRoute[] {
  return service.routes.filter((r) => !r.prefixes || r.prefixes.includes(prefix));
}

export function servicePolicyForPrefix(prefix: string): ServicePolicy | undefined {
  return API_POLICY.find((s) => s.prefixes.includes(trim(prefix)));
}

/**
 * The console's react-admin resources (served by the gateway's /admin-api facade): who may do what. The console's
 * canAccess reads this; the gateway's /admin-api routes declare the same levels (a test holds them equal).
 */
export type ResourceAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';
// Exactly the actions the facade serves: export is the list route read in bulk; no edit (no PUT) — changes to FANs
// and groups go through the fan tools' own calls, which need a reason for change (002 §5).
export const ADMIN_RESOURCE_POLICY: Readonly<Record<string, Partial<Record<ResourceAction, Access>>>> = {
  fans: { list: 'read_fpt', show: 'read_fpt', export: 'read_fpt' },
  groups: { list: 'read_fpt', show: 'read_fpt', export: 'read_fpt', create: 'write_fpt', delete: 'write_fpt' },
  'audit-events': { list: 'read_fpt', show: 'read_fpt' },
  // 001 verification documents: the review queue (edit is the decision: approve, or reject with §8 reasons) and the
  // documents' bytes for the viewer (show).
  'document-reviews': { list: 'review_docs', show: 'review_docs', edit: 'review_docs' },
  'review-documents': { show: 'review_docs' },
};

/** What a resource action needs; an action not in the table needs a role nobody has (refused). */
export function accessForResource(resource: string, action: string): Access | null {
  return ADMIN_RESOURCE_POLICY[resource]?.[action as ResourceAction] ?? null;
}

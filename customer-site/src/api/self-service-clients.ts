import { ErrorIds, SYSTEM_ERROR_MESSAGE, type ApiError } from '@carrier/shared/core';

/** 000 §3 customer data shape, read from the wireless details answer. */
export interface CustomerData {
  firstName: string;
  lastName: string;
  email: string;
  streetAddress: string;
  city: string;
  state: string;
  postalCode: string;
}

interface CallOptions {
  /** The session's CSRF token (GET /auth/me); the gateway refuses state-changing calls without it. */
  csrfToken?: string;
  signal?: AbortSignal;
}

interface SalesOptions extends CallOptions {
  /** 000 §7: the /msapi/sales/ variant of the path, chosen by a flag. */
  sales?: boolean;
}

const NETWORK_ERROR: ApiError = { errorId: 'NETWORK_ERROR', message: 'The server could not be reached.', status: 0 };
/** 000 §8: the fan-profile call's one network failure shape. */
const SYSTEM_ERROR: ApiError = { errorId: ErrorIds.system, message: SYSTEM_ERROR_MESSAGE, status: 0 };

/**
 * 000 §7 helper clients. Each resolves with the JSON answer or rejects with the 000 §8 error shape: an HTTP
 * status of 400 or more rejects with errorId = the status and message = the status text.
 */
export const selfServiceClients = {
  /** POST /msapi/customeridentification/v1/verification (the /msapi/sales/ variant under the flag). */
  verification: (body: unknown, options: SalesOptions = {}) =>
    post(`${salesPrefix(options)}/customeridentification/v1/verification`, body, options),
  /** POST /msapi/microsites-orch-nodems/v1/webform/safeValidate. */
  safeValidate: (body: unknown, options: CallOptions = {}) =>
    post('/msapi/microsites-orch-nodems/v1/webform/safeValidate', body, options),
  softAuthentication: (body: unknown, options: SalesOptions = {}) => post(enrollment('softAuthentication', options), body, options),
  submitEnrollmentOrder: (body: unknown, options: SalesOptions = {}) => post(enrollment('submitEnrollmentOrder', options), body, options),
  validateAccountType: (body: unknown, options: SalesOptions = {}) => post(enrollment('validateAccountType', options), body, options),
  /** GET /msapi/accountservices/v1/profile/info. */
  profileInfo: (options: CallOptions = {}) => get('/msapi/accountservices/v1/profile/info', options, NETWORK_ERROR),
  /** GET /msapi/wireless/v1/details/{id}?sor=false, read from content[0] into the customer data shape. */
  wirelessDetails: async (id: string, options: CallOptions = {}): Promise<CustomerData> =>
    toCustomerData(await get(`/msapi/wireless/v1/details/${encodeURIComponent(id)}?sor=false`, options, NETWORK_ERROR)),
  /** GET /msapi/fanprofile/v1/fan/landing?fanId={id}; a network failure rejects with SYS_ERR 'System Error'. */
  fanLanding: (fanId: string, options: CallOptions = {}) =>
    get(`/msapi/fanprofile/v1/fan/landing?fanId=${encodeURIComponent(fanId)}`, options, SYSTEM_ERROR),
};

function salesPrefix(options: SalesOptions): string {
  return options.sales ? '/msapi/sales' : '/msapi';
}

function enrollment(name: string, options: SalesOptions): string {
  return `${salesPrefix(options)}/signatureenrollmentms/v1/${name}`;
}

function post(url: string, body: unknown, options: CallOptions): Promise<unknown> {
  return call(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(options.csrfToken ? { 'x-csrf-token': options.csrfToken } : {}),
    },
    body: JSON.stringify(body ?? {}),
    signal: options.signal,
  }, NETWORK_ERROR);
}

function get(url: string, options: CallOptions, onNetworkFailure: ApiError): Promise<unknown> {
  return call(url, { signal: options.signal }, onNetworkFailure);
}

async function call(url: string, init: RequestInit, onNetworkFailure: ApiError): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
    });
  } catch {
    throw { ...onNetworkFailure } satisfies ApiError;
  }
  if (response.status >= 400) {
    throw { errorId: String(response.status), message: response.statusText, status: response.status } satisfies ApiError;
  }
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function toCustomerData(answer: unknown): CustomerData {
  const first = record(Array.isArray(record(answer).content) ? (record(answer).content as unknown[])[0] : undefined);
  const address = record(Array.isArray(first.addresses) ? (first.addresses as unknown[])[0] : undefined);
  const street = [text(address.addressLine1), text(address.addressLine2)].filter(Boolean).join(' ');
  return {
    firstName: text(first.billingFirstName),
    lastName: text(first.billingLastName),
    email: text(first.emailAddress),
    streetAddress: street,
    city: text(address.city),
    state: text(address.state),
    postalCode: text(address.zipCode),
  };
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

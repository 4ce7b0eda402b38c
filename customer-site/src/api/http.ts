import { z } from 'zod';
import { apiErrorSchema, ErrorIds, type ApiError } from '@carrier/shared/core';

/** Every call answers with a value, never a throw: the data, or the one error shape { errorId, message, status }. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** Failures the browser sees before or after the gateway: no answer at all, or an answer that is not the contract. */
export const ClientErrorIds = {
  network: 'NETWORK_ERROR',
  badResponse: 'BAD_RESPONSE',
} as const;

type RequestOptions = Omit<RequestInit, 'headers' | 'credentials'> & { headers?: Record<string, string> };

/** A request that was answered (with any status), or the one error shape when nothing answered. */
export type Sent = { ok: true; response: Response } | { ok: false; error: ApiError };

/**
 * Sends a request with this site's defaults: the session cookie only to this site, JSON accepted. It never throws:
 * when nothing answers, the result is NETWORK_ERROR with status 0. Callers whose contract is a status (a form
 * endpoint where only 200 is success, say) read the response themselves; everyone else uses requestJson.
 */
export async function sendRequest(url: string, init: RequestOptions): Promise<Sent> {
  try {
    const response = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...init.headers },
    });
    return { ok: true, response };
  } catch {
    return failure(ClientErrorIds.network, 'The server could not be reached. Check your connection and try again.', 0);
  }
}

/**
 * Sends a request and reads a JSON answer. A success is parsed with `schema` (null: the body is not read); a
 * failure is the gateway's error body when it has the error shape, else an error made from the status. A schema
 * whose code loads on demand may be given as its promise: it loads while the request is on its way.
 */
export function requestJson<S extends z.ZodType>(
  url: string,
  init: RequestOptions,
  schema: S | Promise<S>,
): Promise<ApiResult<z.output<S>>>;
export function requestJson(url: string, init: RequestOptions, schema: null): Promise<ApiResult<undefined>>;
export async function requestJson(
  url: string,
  init: RequestOptions,
  schemaOrPromise: z.ZodType | Promise<z.ZodType> | null,
): Promise<ApiResult<unknown>> {
  // a schema that fails to load (its chunk gone with a deploy) is the same as no answer: the caller offers a retry
  const loading = Promise.resolve(schemaOrPromise).then(
    (schema) => ({ ok: true as const, schema }),
    () => ({ ok: false as const }),
  );
  const sent = await sendRequest(url, init);
  if (!sent.ok) return sent;
  const { response } = sent;

  const body = await readJson(response);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success) return { ok: false, error: parsed.data };
    const errorId = response.status === 404 ? ErrorIds.notFound : ErrorIds.system;
    return failure(errorId, response.statusText || 'The request failed.', response.status);
  }
  const loaded = await loading;
  if (!loaded.ok) return failure(ClientErrorIds.network, 'The page could not load a part it needs. Try again.', 0);
  const { schema } = loaded;
  if (schema === null) return { ok: true, data: undefined };

  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.warn(`Unexpected response from ${url}: ${z.prettifyError(parsed.error)}`);
    return failure(ClientErrorIds.badResponse, 'The server sent an answer this page does not understand.', 502);
  }
  return { ok: true, data: parsed.data };
}

/**
 * An endpoint named by content, with query parameters added: a path on this site stays a path (so the session
 * cookie and the development proxy apply), an address on another origin (an upstream service) stays absolute.
 */
export function endpointUrl(url: string, query: Readonly<Record<string, string>>): string {
  const resolved = new URL(url, window.location.origin);
  for (const [name, value] of Object.entries(query)) resolved.searchParams.set(name, value);
  return resolved.origin === window.location.origin ? resolved.pathname + resolved.search : resolved.toString();
}

function failure(errorId: string, message: string, status: number): { ok: false; error: ApiError } {
  return { ok: false, error: { errorId, message, status } };
}

/** The body as JSON, or undefined when it is empty or not JSON (an HTML error page, say). */
export async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

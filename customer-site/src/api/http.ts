import { z } from 'zod';
import { apiErrorSchema, ErrorIds, type ApiError } from '@carrier/shared/core';

/** Every call answers with a value, never a throw: the data, or the one error shape { errorId, message, status }. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** Failures the browser sees before or after the gateway: no answer at all, or an answer that is not the contract. */
export const ClientErrorIds = {
  network: 'NETWORK_ERROR',
  badResponse: 'BAD_RESPONSE',
} as const;

/**
 * Sends a same-origin request and reads a JSON answer. A success is parsed with `schema` (null: the body is not
 * read); a failure is the gateway's error body when it has the error shape, else an error made from the status.
 */
type RequestOptions = Omit<RequestInit, 'headers' | 'credentials'> & { headers?: Record<string, string> };

export function requestJson<S extends z.ZodType>(url: string, init: RequestOptions, schema: S): Promise<ApiResult<z.output<S>>>;
export function requestJson(url: string, init: RequestOptions, schema: null): Promise<ApiResult<undefined>>;
export async function requestJson(url: string, init: RequestOptions, schema: z.ZodType | null): Promise<ApiResult<unknown>> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...init.headers },
    });
  } catch {
    return failure(ClientErrorIds.network, 'The server could not be reached. Check your connection and try again.', 0);
  }

  const body = await readJson(response);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success) return { ok: false, error: parsed.data };
    const errorId = response.status === 404 ? ErrorIds.notFound : ErrorIds.system;
    return failure(errorId, response.statusText || 'The request failed.', response.status);
  }
  if (schema === null) return { ok: true, data: undefined };

  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.warn(`Unexpected response from ${url}: ${z.prettifyError(parsed.error)}`);
    return failure(ClientErrorIds.badResponse, 'The server sent an answer this page does not understand.', 502);
  }
  return { ok: true, data: parsed.data };
}

function failure(errorId: string, message: string, status: number): { ok: false; error: ApiError } {
  return { ok: false, error: { errorId, message, status } };
}

/** The body as JSON, or undefined when it is empty or not JSON (an HTML error page, say). */
async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

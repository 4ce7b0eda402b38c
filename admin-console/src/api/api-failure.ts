import { isApiError, type ApiError } from '@carrier/shared/core';
import { fanToolsText } from '@carrier/shared/fan-tools';

/** errorId of a request that never got an HTTP answer (offline, DNS, connection reset). */
const NETWORK_ERROR_ID = 'NETWORK_ERROR';

/**
 * A failed call in the product's one error shape, { errorId, message, status } (ARCHITECTURE rule 5), thrown so
 * callers can `catch`. `location` carries a 401's Location header: where the gateway wants the browser to sign in.
 */
export class ApiFailure extends Error implements ApiError {
  readonly errorId: string;
  readonly status: number;
  readonly location: string | null;

  constructor(error: ApiError, location: string | null = null) {
    super(error.message);
    this.name = 'ApiFailure';
    this.errorId = error.errorId;
    this.status = error.status;
    this.location = location;
  }

  toJSON(): ApiError {
    return { errorId: this.errorId, message: this.message, status: this.status };
  }
}

export function networkFailure(): ApiFailure {
  return new ApiFailure({ errorId: NETWORK_ERROR_ID, message: fanToolsText.snag, status: 0 });
}

/** Reads a >= 400 reply: the gateway's JSON error body, or errorId = status and message = statusText without one. */
export async function failureFromResponse(response: Response): Promise<ApiFailure> {
  const location = response.headers.get('location');
  let body: unknown = null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    body = await response.json().catch(() => null);
  }
  if (isApiError(body)) {
    return new ApiFailure({ errorId: body.errorId, message: body.message, status: response.status }, location);
  }
  return new ApiFailure(
    { errorId: String(response.status), message: response.statusText, status: response.status },
    location,
  );
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

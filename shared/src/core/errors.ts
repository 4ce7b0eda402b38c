import { z } from 'zod';

/** The one error shape of the product: gateway replies and the apps' API clients both use it. */
export const apiErrorSchema = z.object({
  errorId: z.string(),
  message: z.string(),
  status: z.number().int(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Error ids the gateway answers with; clients branch on these, never on the prose. */
export const ErrorIds = {
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  csrf: 'CSRF_REJECTED',
  notFound: 'NOT_FOUND',
  validation: 'VALIDATION_ERROR',
  badJson: 'MALFORMED_JSON',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  /** The request (its body) stopped arriving, or arrived too slowly, and was cut. */
  requestTimeout: 'REQUEST_TIMEOUT',
  invalidCredentials: 'INVALID_CREDENTIALS',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  /** The write throttle: too many writes from one address or one customer in the window (Retry-After says when). */
  tooManyRequests: 'TOO_MANY_REQUESTS',
  fanNotFound: 'FAN_NOT_FOUND',
  upstream: 'UPSTREAM_UNAVAILABLE',
  system: 'SYS_ERR',
  /** A stored content document breaks a content rule (002 §5 form definition errors): the page cannot be served. */
  contentInvalid: 'CONTENT_INVALID',
  /** A generic form submission that its stored definition does not accept. */
  formInvalid: 'FORM_INVALID',
} as const;
export type ErrorId = (typeof ErrorIds)[keyof typeof ErrorIds];

/** 002 §8, 000 §8: what a caller shows when a call fails without an answer of its own (SYS_ERR). */
export const SYSTEM_ERROR_MESSAGE = 'System Error';

export function apiError(errorId: string, message: string, status: number): ApiError {
  return { errorId, message, status };
}

export function isApiError(value: unknown): value is ApiError {
  return apiErrorSchema.safeParse(value).success;
}

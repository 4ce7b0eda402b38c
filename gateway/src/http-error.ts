import { apiError, type ApiError } from '@carrier/shared/core';

/** An error meant for the caller: its errorId, message and status reach the client as the one error shape. */
export class HttpError extends Error {
  readonly status: number;
  readonly errorId: string;
  readonly headers: Record<string, string>;

  constructor(status: number, errorId: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.errorId = errorId;
    this.headers = headers;
  }

  toJSON(): ApiError {
    return apiError(this.errorId, this.message, this.status);
  }
}

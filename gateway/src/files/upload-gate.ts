import { HttpError } from '../http-error.ts';

/**
 * How many uploads one gateway parses at a time. Parsing a full 10 MB workbook takes a few seconds and up to a few
 * hundred MB of memory; a burst of them must not take the process down. This is a local resource guard, not shared
 * state: each gateway guards its own memory.
 *
 * A place is taken only for the costly work, once the body has fully arrived: receiving is held to the request
 * time rules (plugins/request-time.ts), so a client that trickles its body is cut there and never holds a place.
 */
export class UploadGate {
  private running = 0;

  constructor(private readonly max: number) {}

  /** Every place is taken: a new upload would be refused, so it need not be read. */
  get full(): boolean {
    return this.running >= this.max;
  }

  /** Runs fn if a place is free; returns null at once when all are taken. */
  async run<T>(fn: () => Promise<T>): Promise<{ value: T } | null> {
    if (this.running >= this.max) return null;
    this.running++;
    try {
      return { value: await fn() };
    } finally {
      this.running--;
    }
  }
}

/** The answer when every place is taken: come back in a few seconds (Retry-After), in the one error shape. */
export function uploadBusy(retryAfterSeconds: number): HttpError {
  return new HttpError(503, 'UPLOAD_BUSY', 'Too many uploads right now. Please try again in a moment.', {
    'Retry-After': String(retryAfterSeconds),
  });
}

/**
 * A form's submission key: made when the form is first shown, kept in sessionStorage per form (so a reload or the
 * back button keeps it), sent as the Idempotency-Key header, and replaced only when the customer deliberately starts
 * a new request. The gateway answers a request sent again under its key with the first one's reference.
 */
const STORAGE_PREFIX = 'submission-key:';

// Where sessionStorage cannot be used (storage blocked, no window), the key lives as long as the page.
const inMemory = new Map<string, string>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** 128 random bits as 32 hex digits. getRandomValues works on plain http too, where randomUUID does not exist. */
export function newSubmissionKey(): string {
  return [...globalThis.crypto.getRandomValues(new Uint8Array(16))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
}

function read(scope: string): string | null {
  try {
    const store = storage();
    if (store) return store.getItem(STORAGE_PREFIX + scope);
  } catch {
    // blocked storage: the key kept in memory
  }
  return inMemory.get(scope) ?? null;
}

function write(scope: string, key: string): string {
  try {
    const store = storage();
    if (store) {
      store.setItem(STORAGE_PREFIX + scope, key);
      return key;
    }
  } catch {
    // full or blocked storage: a key in memory still covers a double click and the back button
  }
  inMemory.set(scope, key);
  return key;
}

/** This form's key, made the first time it is asked for. */
export function submissionKey(scope: string): string {
  return read(scope) ?? write(scope, newSubmissionKey());
}

/** A new key for this form: the customer chose to start a new request. */
export function renewSubmissionKey(scope: string): string {
  return write(scope, newSubmissionKey());
}

/** 001 §3 session storage keys of the discount program (the browser's contract with the other program pages). */
export const SIG_PROG_KEYS = {
  enrollFan: 'sig-prog-enroll-fan',
  verifyEmail: 'sig-prog-verify-email',
  verificationId: 'sig-prog-verificationId',
  comboVerificationId: 'sig-prog-combo-verificationId',
  isCRP: 'sig-prog-isCRP',
  verifyUrl: 'sig-prog-verify-url',
  isComboSegment: 'sig-prog-isComboSegment',
  cmsSegment: 'sig-prog-cms-segment',
  appreciationConflict: 'sig-prog-appreciation-conflict',
  ban: 'sig-prog-ban',
  userIntent: 'userIntent',
} as const;

/** 001 §3: userIntent's default. */
export const DEFAULT_USER_INTENT = { intents: [] as string[], showIntentModal: false };

/** The part of Storage the flow uses, so the rules can be tested with a plain map. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** This tab's session storage, or a store that keeps nothing when the browser refuses storage. */
export function sessionStore(): KeyValueStore {
  try {
    const s = window.sessionStorage;
    s.getItem(SIG_PROG_KEYS.enrollFan);
    return s;
  } catch {
    return { getItem: () => null, setItem: () => {}, removeItem: () => {} };
  }
}

/** Reads a key; an empty value counts as absent. */
export function readKey(store: KeyValueStore, key: string): string | null {
  try {
    const v = store.getItem(key);
    return v && v.trim() ? v.trim() : null;
  } catch {
    return null;
  }
}

export function writeKey(store: KeyValueStore, key: string, value: string | null): void {
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Storage full or refused: the flow goes on without remembering.
  }
}

/** What the verify form remembers of a verification for the enrollment pages that follow it (001 §3). */
export interface RememberedVerification {
  verificationId: string;
  comboVerificationId: string | null;
  email: string | null;
  segment: string;
  isComboSegment: boolean;
  isCRP: boolean;
  fanNumber: string | null;
  /** Where the verify form is, to come back to. */
  verifyUrl: string;
}

/**
 * 001 §3: after a verification answers (approved, pending or waiting for a document), the keys the enrollment
 * reads next: the verification (and its combo), the e-mail it was made with, the segment, the combo and CRP flags,
 * the verify page's address and the FAN to enroll with. A key without a value is removed, so nothing stale from an
 * earlier verification is left for the enrollment to read.
 */
export function rememberVerification(store: KeyValueStore, v: RememberedVerification): void {
  writeKey(store, SIG_PROG_KEYS.verificationId, v.verificationId);
  writeKey(store, SIG_PROG_KEYS.comboVerificationId, v.comboVerificationId);
  writeKey(store, SIG_PROG_KEYS.verifyEmail, v.email);
  writeKey(store, SIG_PROG_KEYS.cmsSegment, v.segment);
  writeKey(store, SIG_PROG_KEYS.isComboSegment, String(v.isComboSegment));
  writeKey(store, SIG_PROG_KEYS.isCRP, String(v.isCRP));
  writeKey(store, SIG_PROG_KEYS.verifyUrl, v.verifyUrl);
  if (v.fanNumber) writeKey(store, SIG_PROG_KEYS.enrollFan, v.fanNumber);
}

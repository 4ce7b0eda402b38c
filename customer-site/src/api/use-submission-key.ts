import { useEffect, useMemo } from 'react';
import { renewSubmissionKey, submissionKey } from './submission-key.ts';

export interface SubmissionKeyHandle {
  /** The key to send with this form's request. */
  current(): string;
  /** Starts a new request: the next send gets a new key. */
  renew(): void;
}

/** The submission key of one form (scope: which form, e.g. 'waiver:/self-service/waiver-resume'), made when shown. */
export function useSubmissionKey(scope: string): SubmissionKeyHandle {
  useEffect(() => {
    submissionKey(scope);
  }, [scope]);
  return useMemo(
    () => ({
      current: () => submissionKey(scope),
      renew: () => void renewSubmissionKey(scope),
    }),
    [scope],
  );
}

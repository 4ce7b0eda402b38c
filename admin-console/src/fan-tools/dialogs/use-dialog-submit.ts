import { useCallback, useEffect, useRef, useState } from 'react';
import { clearDrafts } from '../../api/drafts.ts';
import { useDialogBusy } from './use-dialog-busy.ts';
import { dialogFailureMessage } from './failure-message.ts';

/**
 * Runs a dialog's call once at a time: `submitting` while it runs (the submit button is disabled and the dialog
 * cannot be dismissed), `failure` (the words to show) when it rejected. The work decides what success does (usually
 * closing); the drafts kept for after a sign-in are cleared.
 */
export function useDialogSubmit() {
  const busy = useDialogBusy();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (work: () => Promise<void>) => {
      if (running.current) return;
      running.current = true;
      busy.current = true;
      setSubmitting(true);
      setFailure(null);
      try {
        await work();
        // what was kept for after a sign-in is done with once the write went through
        clearDrafts();
      } catch (error) {
        if (mounted.current) setFailure(dialogFailureMessage(error));
      } finally {
        running.current = false;
        busy.current = false;
        if (mounted.current) setSubmitting(false);
      }
    },
    [busy],
  );

  return { submitting, failure, run };
}

import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { DialogBusyContext } from './DialogBusyContext.ts';

/**
 * Runs a dialog's call once at a time: `submitting` while it runs (the submit button is disabled and the dialog
 * cannot be dismissed), `failed` when it rejected. The work decides what success does (usually closing).
 */
export function useDialogSubmit() {
  const busy = useContext(DialogBusyContext);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
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
      if (busy) busy.current = true;
      setSubmitting(true);
      setFailed(false);
      try {
        await work();
      } catch {
        if (mounted.current) setFailed(true);
      } finally {
        running.current = false;
        if (busy) busy.current = false;
        if (mounted.current) setSubmitting(false);
      }
    },
    [busy],
  );

  return { submitting, failed, run };
}

import { useEffect, useState } from 'react';
import type { AuditEvent } from '@carrier/shared/fan-tools';
import { isAbortError } from '../../api/api-failure.ts';
import { getAuditTrail, type AuditSubject } from '../api/get-audit-trail.ts';

export type AuditTrailState =
  { status: 'idle' } | { status: 'loading' } | { status: 'loaded'; events: AuditEvent[] } | { status: 'failed' };

/**
 * The activity of a FAN or a group, loaded when `enabled` (its section is open) and again whenever `version`
 * changes (after a change on this screen). Newest first.
 */
export function useAuditTrail(subject: AuditSubject, enabled: boolean, version: string): AuditTrailState {
  const [state, setState] = useState<AuditTrailState>({ status: 'idle' });
  const { type, id } = subject;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((current) => (current.status === 'loaded' ? current : { status: 'loading' }));
    getAuditTrail({ type, id }, controller.signal).then(
      (events) => {
        const newestFirst = [...events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at) || b.id - a.id);
        setState({ status: 'loaded', events: newestFirst });
      },
      (error: unknown) => {
        if (!isAbortError(error) && !controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [type, id, enabled, version]);

  return state;
}

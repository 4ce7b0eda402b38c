import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { getFlags, type SiteFlags } from '../../api/flags.ts';
import { loadReturning } from './returning/load-returning.ts';
import { ResultView } from './results/ResultView.tsx';
import { DocumentUploadView } from './upload/DocumentUploadView.tsx';
import type { SegmentContent } from './verify-props.ts';
import { readVerifyQuery } from './verify-query.ts';
import type { VerifyOutcome, VerifyView } from './verify-state.ts';

export interface VerifyFlowProps {
  content: SegmentContent;
  /** The form's status changed (the hub hides its menu once the status leaves 'form'). */
  onViewChange?: (view: VerifyView) => void;
}

/**
 * 001 §2 the per-segment verify form: one page with in-page views (form, review-form, multiple-verification-review,
 * document upload, success, pending, error). A returning customer (verificationId in the address) starts from the
 * status lookup.
 */
export function VerifyFlow({ content, onViewChange }: VerifyFlowProps) {
  const { search } = useLocation();
  const query = useMemo(() => readVerifyQuery(search), [search]);
  const [flags, setFlags] = useState<SiteFlags | null>(null);
  const [outcome, setOutcome] = useState<VerifyOutcome | null>(null);

  useEffect(() => {
    let live = true;
    void getFlags().then(async (f) => {
      if (!live) return;
      setFlags(f);
      const start: VerifyOutcome = query.verificationId
        ? await loadReturning(query, f.verifySalesApi)
        : { view: 'form', verifications: [], errorCodes: [], returning: false };
      if (live) setOutcome(start);
    });
    return () => {
      live = false;
    };
  }, [query]);

  useEffect(() => {
    if (outcome) onViewChange?.(outcome.view);
  }, [outcome, onViewChange]);

  if (!flags || !outcome) {
    return (
      <Box aria-busy="true" data-testid="verify-flow" data-view="loading" sx={{ minHeight: '18rem' }}>
        <CircularProgress />
      </Box>
    );
  }
  return (
    <Box data-testid="verify-flow" data-view={outcome.view}>
      {outcome.view === 'docupload' ? (
        <DocumentUploadView
          content={content}
          outcome={outcome}
          forward={query.forward}
          sales={flags.verifySalesApi}
          onDone={setOutcome}
        />
      ) : outcome.view === 'form' ? null : (
        <ResultView
          content={content}
          outcome={outcome}
          existingCustomer={content.isExistingCustomer}
          crp={!!query.crp}
        />
      )}
    </Box>
  );
}

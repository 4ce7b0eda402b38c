import { useEffect, useRef } from 'react';
import { Alert, Box } from '@mui/material';
import { ChangesTable } from './ChangesTable.tsx';
import { IssuesTable } from './IssuesTable.tsx';
import type { UploadState } from '../form/upload-reducer.ts';

/** What came of the upload; focus moves to it so a screen reader user hears it first (GOV.UK pattern). */
export const UploadResult = ({ state }: { state: UploadState }) => {
  const ref = useRef<HTMLDivElement>(null);
  const settled = state.phase === 'done' || state.phase === 'failed';
  useEffect(() => {
    if (settled) ref.current?.focus();
  }, [settled, state.report, state.error]);
  if (!settled) return null;
  const { report, error } = state;
  return (
    <Box ref={ref} tabIndex={-1} sx={{ mt: 3, outline: 'none' }} data-testid="upload-result">
      {error ? <Alert severity="error">{error}</Alert> : null}
      {report ? (
        <>
          <Alert severity={report.status === 'success' ? 'success' : 'error'}>{report.message}</Alert>
          {report.status === 'failure' ? (
            <IssuesTable report={report} />
          ) : report.dryRun ? (
            <ChangesTable report={report} />
          ) : null}
        </>
      ) : null}
    </Box>
  );
};

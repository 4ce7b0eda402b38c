import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { curbsideOutcome, resultStatus } from '@carrier/shared/curbside';
import { StatusIcon } from '../../components/StatusIcon.tsx';
import type { CurbsideCopy } from './curbside-props.ts';

interface Props {
  status: string | null;
  store: string;
  copy: CurbsideCopy;
  headingLevel: 'h2' | 'h3';
}

/**
 * 002 §4, §8 the result view: a success (check icon) or information (info icon) with the status's message; an
 * unknown answer or a failed call shows the submit-error text with a link to the store page.
 */
export function CurbsideResult({ status, store, copy, headingLevel }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const known = status === null ? null : resultStatus(status);
  const outcome = known ? curbsideOutcome(status) : 'error';
  const heading =
    outcome === 'success' ? copy.resultHeadingSuccess : outcome === 'info' ? copy.resultHeadingInfo : copy.submitError;
  return (
    <Box data-testid="curbside-result" data-outcome={outcome} data-status={status ?? ''} sx={{ textAlign: 'center' }}>
      <StatusIcon kind={outcome} />
      <Typography component={headingLevel} variant="h4" ref={headingRef} tabIndex={-1} sx={{ my: 2 }}>
        {heading}
      </Typography>
      {known ? (
        <Typography data-testid="curbside-result-message">{copy[`result${known}`]}</Typography>
      ) : (
        <Link href={copy.storePageUrl.replace('{store}', encodeURIComponent(store))} data-testid="curbside-store-link">
          {copy.storeLink}
        </Link>
      )}
    </Box>
  );
}

import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { SubmissionConflict } from '../../components/submission/SubmissionConflict.tsx';
import { useWaiverContext } from './use-waiver-context.ts';
import type { WaiverBanner as Banner } from './waiver-reducer.ts';

/**
 * 000 §8 banners above the form: info noServiceMsg; error errorBannerCopy (with its optional link) when the profile
 * or login call failed; error submitFailureMsg after a failed post. An error takes focus so it is read at once. When
 * the submission key went with a different request earlier in this visit, the customer may send this one as new.
 */
export function WaiverBanner({
  banner,
  throttleText,
  onSendAsNew,
  sending,
}: {
  banner: Banner;
  /** What the throttled banner says: too many sends in a short time, and when to try again. */
  throttleText?: string | null;
  onSendAsNew: () => void;
  sending: boolean;
}) {
  const { content } = useWaiverContext();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (banner === 'submitFailed' || banner === 'loadFailed' || banner === 'throttled') ref.current?.focus();
  }, [banner]);
  if (!banner) return null;
  if (banner === 'keyReused') return <SubmissionConflict onSendAsNew={onSendAsNew} disabled={sending} sx={{ mb: 3 }} />;
  if (banner === 'noServices') {
    return (
      <Alert severity="info" role="status" data-testid="waiver-banner" sx={{ mb: 3 }}>
        {content.noServiceMsg}
      </Alert>
    );
  }
  return (
    <Alert ref={ref} severity="error" role="alert" tabIndex={-1} data-testid="waiver-banner" sx={{ mb: 3 }}>
      {banner === 'submitFailed'
        ? content.submitFailureMsg
        : banner === 'throttled'
          ? throttleText
          : content.errorBannerCopy}
      {banner === 'loadFailed' && content.errorBannerLink && (
        <>
          {' '}
          <Link href={content.errorBannerLink.href}>{content.errorBannerLink.label}</Link>
        </>
      )}
    </Alert>
  );
}

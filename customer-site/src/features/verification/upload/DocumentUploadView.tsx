import type { SegmentContent } from '../verify-props.ts';
import type { UploadForward, VerifyOutcome } from '../verify-state.ts';

export interface DocumentUploadViewProps {
  content: SegmentContent;
  outcome: VerifyOutcome;
  forward: UploadForward;
  sales: boolean;
  /** The upload's result: pending (or success), a system error, or the wireless intent's choice made. */
  onDone: (next: VerifyOutcome) => void;
}

/** 001 §2 document upload panel (the verify form's 'docupload' view). */
export function DocumentUploadView({ content }: DocumentUploadViewProps) {
  return <section aria-label={content.segmentDisplayName} data-testid="document-upload" />;
}

import type { SegmentContent } from '../verify-props.ts';
import type { VerifyOutcome } from '../verify-state.ts';

export interface ResultViewProps {
  content: SegmentContent;
  outcome: VerifyOutcome;
  /** 001 §1 an existing wireless customer or a new one (the result copy depends on it). */
  existingCustomer: boolean;
  /** 001 §6 the CRP customer type selects the crp texts. */
  crp: boolean;
}

/** 001 §2 result screens: success, pending, error and system error views of the verify form. */
export function ResultView({ outcome }: ResultViewProps) {
  return <section data-testid="verification-result" data-view={outcome.view} />;
}

import { segmentsNeedingDocuments } from '@carrier/shared/discount-program';
import type { SegmentContent } from '../verify-props.ts';
import type { VerificationRecord } from '../verify-state.ts';

/** One file section of the upload panel: the verification it uploads for and its segment's name. */
export interface UploadSectionOf {
  verificationId: string;
  segment: string;
  label: string;
}

const displayName = (segment: string) => segment.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase());

/**
 * 001 §4 combo segments: a file section per segment still needing a document (the page's segment first), within
 * what content shows (showFileUpload for the page's segment, showComboFileUpload for the combo's). A verification
 * that needs nothing yet still gets the page's section, so the panel is never empty.
 */
export function uploadSections(
  content: SegmentContent,
  verifications: readonly VerificationRecord[],
): UploadSectionOf[] {
  const needing = new Set(segmentsNeedingDocuments(verifications));
  const sections = verifications
    .map((v, i) => ({ v, page: i === 0 }))
    .filter(({ v, page }) => needing.has(v.segment) && (page ? content.showFileUpload : content.showComboFileUpload))
    .slice(0, 2)
    .map(({ v, page }) => ({
      verificationId: v.verificationId,
      segment: v.segment,
      label: page ? content.segmentDisplayName : displayName(v.segment),
    }));
  const first = verifications[0];
  if (sections.length === 0 && first)
    return [{ verificationId: first.verificationId, segment: first.segment, label: content.segmentDisplayName }];
  return sections;
}

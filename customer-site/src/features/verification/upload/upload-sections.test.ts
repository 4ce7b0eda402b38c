import { describe, expect, it } from 'vitest';
import { segmentContentSchema } from '../verify-props.ts';
import type { VerificationRecord } from '../verify-state.ts';
import { uploadSections } from './upload-sections.ts';

const content = segmentContentSchema.parse({
  segment: 'teacher',
  segmentDisplayName: 'Teachers',
  isComboSegment: true,
  comboSegment: 'military',
});
const v = (verificationId: string, segment: string, status: VerificationRecord['status']): VerificationRecord => ({
  verificationId,
  segment,
  status,
  autoApproved: false,
  docUploadRejectionCount: 0,
  docUploadRejectionReasons: [],
  expiryDate: null,
  remainingDays: null,
});

describe('001 §4 combo file sections', () => {
  it('gives a section per segment still needing a document, the page’s segment first', () => {
    expect(uploadSections(content, [v('A', 'teacher', 'docUpload'), v('B', 'military', 'docUpload')])).toEqual([
      { verificationId: 'A', segment: 'teacher', label: 'Teachers' },
      { verificationId: 'B', segment: 'military', label: 'Military' },
    ]);
  });

  it('leaves out a segment that needs nothing', () => {
    expect(uploadSections(content, [v('A', 'teacher', 'success'), v('B', 'military', 'docUpload')])).toEqual([
      { verificationId: 'B', segment: 'military', label: 'Military' },
    ]);
  });

  it('follows showFileUpload and showComboFileUpload', () => {
    const both = [v('A', 'teacher', 'docUpload'), v('B', 'military', 'docUpload')];
    expect(uploadSections({ ...content, showComboFileUpload: false }, both).map((s) => s.verificationId)).toEqual([
      'A',
    ]);
    expect(uploadSections({ ...content, showFileUpload: false }, both).map((s) => s.verificationId)).toEqual(['B']);
  });

  it('keeps the page’s section when nothing asks for a document, so the panel is never empty', () => {
    expect(uploadSections(content, [v('A', 'teacher', 'pending')])).toEqual([
      { verificationId: 'A', segment: 'teacher', label: 'Teachers' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { UPLOAD_REJECTION_REASONS } from '@carrier/shared/discount-program';
import { ApiFailure } from '../api/api-failure.ts';
import { parseHours } from './review-filters.tsx';
import {
  applicantName,
  attributeRows,
  decisionFailure,
  fileSizeText,
  formatReviewTime,
  REASON_OPTIONS,
  reasonText,
  segmentName,
  viewerKind,
  waitingText,
} from './review-format.ts';

describe('the review queue’s wording', () => {
  it('names the applicant, or says the name is missing', () => {
    expect(applicantName({ firstName: ' Harper ', lastName: 'Villanueva' })).toBe('Harper Villanueva');
    expect(applicantName({ firstName: null, lastName: 'Villanueva' })).toBe('Villanueva');
    expect(applicantName({ firstName: null, lastName: '' })).toBe('Unnamed applicant');
  });

  it('names the segments, and shows an unknown one as it is', () => {
    expect(segmentName('first-responders')).toBe('First responders');
    expect(segmentName('pirates')).toBe('pirates');
  });

  it('writes times in UTC as MM/DD/YYYY HH:MM, and how long an upload has waited', () => {
    expect(formatReviewTime('2026-03-05T06:07:00.000Z')).toBe('03/05/2026 06:07 UTC');
    expect(formatReviewTime('not a date')).toBe('not a date');
    const now = new Date('2026-03-08T06:07:00.000Z');
    expect(waitingText('2026-03-08T05:30:00.000Z', now)).toBe('waiting under 1 hour');
    expect(waitingText('2026-03-08T05:07:00.000Z', now)).toBe('waiting 1 hour');
    expect(waitingText('2026-03-07T06:07:00.000Z', now)).toBe('waiting 24 hours');
    expect(waitingText('2026-03-05T06:07:00.000Z', now)).toBe('waiting 3 days');
  });

  it('writes file sizes', () => {
    expect(fileSizeText(445)).toBe('445 bytes');
    expect(fileSizeText(2048)).toBe('2 KB');
    expect(fileSizeText(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });

  it('offers every 001 §8 reason, in order, with the words the customer reads', () => {
    expect(REASON_OPTIONS.map((o) => o.code)).toEqual([...UPLOAD_REJECTION_REASONS]);
    expect(REASON_OPTIONS.find((o) => o.code === 'DOCUMENT_EXPIRED')!.text).toBe(
      'This document has expired. Submit a current document.',
    );
    expect(reasonText('NOT_A_CODE')).toBe('');
  });

  it('lists the form’s fields by name in the form’s order, without blanks or the ones left out', () => {
    expect(
      attributeRows(
        { orgName: 'Ashby', firstName: 'Harper', postalCode: '73301', city: '', existingCustomer: true, custom: 3 },
        ['firstName'],
      ),
    ).toEqual([
      { label: 'ZIP code', value: '73301' },
      { label: 'Organization', value: 'Ashby' },
      { label: 'Existing customer', value: 'Yes' },
      { label: 'custom', value: '3' },
    ]);
  });

  it('shows images inline and PDFs in a frame, nothing else', () => {
    expect(viewerKind('image/png')).toBe('image');
    expect(viewerKind('application/pdf')).toBe('pdf');
    expect(viewerKind('text/html')).toBe('none');
    expect(viewerKind('image/svg+xml')).toBe('none');
  });

  it('explains a failed decision: already decided (409) or gone (404) leave the queue; others stay', () => {
    const failure = (status: number, message = 'x') => new ApiFailure({ errorId: 'E', message, status });
    expect(decisionFailure(failure(409))).toEqual({
      message: 'Someone else has already decided this verification. It is no longer in the queue.',
      gone: true,
    });
    expect(decisionFailure(failure(404)).gone).toBe(true);
    expect(decisionFailure(failure(503, 'The service is unavailable.'))).toEqual({
      message: 'The decision was not saved: The service is unavailable.',
      gone: false,
    });
  });

  it('reads the age filter as whole hours, never negative', () => {
    expect(parseHours('')).toBeNull();
    expect(parseHours('12.7')).toBe(12);
    expect(parseHours('-3')).toBe(0);
    expect(parseHours('abc')).toBeNull();
  });
});

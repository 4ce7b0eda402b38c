import { describe, expect, it } from 'vitest';
import { latestRejectionMessages, REJECTION_REASON_TEXTS, rejectionReasonText } from './rejection-texts.ts';
import { UPLOAD_REJECTION_REASONS } from './schemas.ts';

describe('upload rejection reasons in words (001 §8)', () => {
  it('words every reason code in both languages', () => {
    for (const code of UPLOAD_REJECTION_REASONS) {
      expect(REJECTION_REASON_TEXTS.en[code]).toMatch(/\w/);
      expect(REJECTION_REASON_TEXTS.es[code]).toMatch(/\w/);
      expect(REJECTION_REASON_TEXTS.es[code]).not.toBe(REJECTION_REASON_TEXTS.en[code]);
    }
  });

  it('shows the latest rejection only, each sentence once; none or an empty last one is the generic message', () => {
    expect(
      latestRejectionMessages(
        [['DOCUMENT_EXPIRED'], ['DOCUMENT_UNREADABLE', 'MISSING_PERSON_LAST_NAME', 'MISMATCH_PERSON_LAST_NAME']],
        'en-us',
      ),
    ).toEqual([
      'We couldn’t read your document. Submit a clearer photo or scan.',
      'Your last name is missing from the document or doesn’t match your application.',
    ]);
    expect(latestRejectionMessages([], 'en-us')).toEqual([
      'Your document was not uploaded due to an error. Try again.',
    ]);
    expect(latestRejectionMessages([['DOCUMENT_EXPIRED'], []], 'es-us')).toEqual([
      'Tu documento no se cargó debido a un error. Inténtalo de nuevo.',
    ]);
    expect(rejectionReasonText('DOCUMENT_EXPIRED', 'es-us')).toBe(
      'Este documento está vencido. Envía un documento vigente.',
    );
    expect(rejectionReasonText('NOT_A_CODE', 'en-us')).toBe(
      'Your document was not uploaded due to an error. Try again.',
    );
  });
});

import { specTexts } from '../core/spec-text.ts';
import { latestRejectionReasons } from './rules.ts';
import type { UploadRejectionReason } from './schemas.ts';

type ReasonTexts = Record<UploadRejectionReason | 'generic', string>;

/**
 * 001 §8 upload rejection reasons, in words a customer can act on: the upload alert shows the latest rejection's
 * reasons; the console's reviewers choose them by the same words.
 */
export const REJECTION_REASON_TEXTS = specTexts({
  en: {
    generic: 'Your document was not uploaded due to an error. Try again.',
    DOCUMENT_LIKELY_FRAUD: 'We can’t accept this document. Submit a different proof of eligibility.',
    DOCUMENT_VALID_OTHER: 'We can’t accept this document. Submit a different proof of eligibility.',
    DOCUMENT_AFFILIATION_OTHER: 'We can’t accept this document. Submit a different proof of eligibility.',
    DOCUMENT_UNSUPPORTED: 'This document doesn’t meet our guidelines. Submit one of the approved document types.',
    RESTRICTED_DOCUMENT: 'This document doesn’t meet our guidelines. Submit one of the approved document types.',
    DOCUMENT_UNREADABLE: 'We couldn’t read your document. Submit a clearer photo or scan.',
    INSUFFICIENT_STATUS: 'This document doesn’t prove your eligibility. Submit a document that shows your status.',
    INELIGIBLE_JOB_TITLE: 'The job title on this document isn’t eligible for this program.',
    MISMATCH_STATUS: 'The status on this document doesn’t match your application.',
    DOCUMENT_EXPIRED: 'This document has expired. Submit a current document.',
    DOCUMENT_TOO_FUTURE: 'Documents dated in the future aren’t acceptable. Submit a current document.',
    MISSING_DOCUMENT_DATE: 'Your document has no date. Submit a document that shows a date.',
    INSUFFICIENT_DOCUMENT_DATE: 'The date on your document is incomplete. It needs at least the month and year.',
    DOCUMENT_DATE_OTHER: 'The date on your document isn’t valid. Submit a document with a valid date.',
    MISSING_INFORMATION_BIRTHDATE: 'Your document doesn’t show a date of birth. Submit one that does.',
    PERSON_BIRTHDATE_OTHER: 'Your document doesn’t show a date of birth. Submit one that does.',
    MISMATCH_BIRTHDATE: 'The date of birth on your document doesn’t match your application.',
    MISSING_PERSON_LAST_NAME: 'Your last name is missing from the document or doesn’t match your application.',
    MISMATCH_PERSON_LAST_NAME: 'Your last name is missing from the document or doesn’t match your application.',
    PERSON_LAST_NAME_OTHER: 'Your last name is missing from the document or doesn’t match your application.',
    MISSING_PERSON_FIRST_NAME: 'Your first name is missing from the document or doesn’t match your application.',
    PERSON_FIRST_NAME_OTHER: 'Your first name is missing from the document or doesn’t match your application.',
    MISSING_INFORMATION_ORGANIZATION_NAME: 'The document doesn’t show your organization’s name.',
    MISMATCH_ORGANIZATION_COUNTRY: 'The organization’s country on the document doesn’t match your application.',
    ORGANIZATION_NAME_OTHER: 'The organization on the document doesn’t match your application.',
    MISSING_CUSTOM_VALUE: 'We were unable to verify your eligibility from this document.',
    MISMATCH_CUSTOM_VALUE: 'The details on the document didn’t match the form.',
    INSUFFICIENT_CUSTOM_VALUE: 'The document didn’t meet the program’s requirements.',
    CUSTOM_VALUE_OTHER: 'The document didn’t meet the program’s requirements.',
  } satisfies ReasonTexts,
  es: {
    generic: 'Tu documento no se cargó debido a un error. Inténtalo de nuevo.',
    DOCUMENT_LIKELY_FRAUD: 'No podemos aceptar este documento. Envía otro comprobante de elegibilidad.',
    DOCUMENT_VALID_OTHER: 'No podemos aceptar este documento. Envía otro comprobante de elegibilidad.',
    DOCUMENT_AFFILIATION_OTHER: 'No podemos aceptar este documento. Envía otro comprobante de elegibilidad.',
    DOCUMENT_UNSUPPORTED:
      'Este documento no cumple con nuestras pautas. Envía uno de los tipos de documento aprobados.',
    RESTRICTED_DOCUMENT: 'Este documento no cumple con nuestras pautas. Envía uno de los tipos de documento aprobados.',
    DOCUMENT_UNREADABLE: 'No pudimos leer tu documento. Envía una foto o un escaneo más claro.',
    INSUFFICIENT_STATUS: 'Este documento no demuestra tu elegibilidad. Envía un documento que muestre tu estatus.',
    INELIGIBLE_JOB_TITLE: 'El puesto de trabajo de este documento no es elegible para este programa.',
    MISMATCH_STATUS: 'El estatus de este documento no coincide con tu solicitud.',
    DOCUMENT_EXPIRED: 'Este documento está vencido. Envía un documento vigente.',
    DOCUMENT_TOO_FUTURE: 'No se aceptan documentos con fecha futura. Envía un documento vigente.',
    MISSING_DOCUMENT_DATE: 'Tu documento no tiene fecha. Envía un documento que muestre una fecha.',
    INSUFFICIENT_DOCUMENT_DATE: 'La fecha de tu documento está incompleta. Debe tener al menos el mes y el año.',
    DOCUMENT_DATE_OTHER: 'La fecha de tu documento no es válida. Envía un documento con una fecha válida.',
    MISSING_INFORMATION_BIRTHDATE: 'Tu documento no muestra una fecha de nacimiento. Envía uno que la muestre.',
    PERSON_BIRTHDATE_OTHER: 'Tu documento no muestra una fecha de nacimiento. Envía uno que la muestre.',
    MISMATCH_BIRTHDATE: 'La fecha de nacimiento de tu documento no coincide con tu solicitud.',
    MISSING_PERSON_LAST_NAME: 'Tu apellido no aparece en el documento o no coincide con tu solicitud.',
    MISMATCH_PERSON_LAST_NAME: 'Tu apellido no aparece en el documento o no coincide con tu solicitud.',
    PERSON_LAST_NAME_OTHER: 'Tu apellido no aparece en el documento o no coincide con tu solicitud.',
    MISSING_PERSON_FIRST_NAME: 'Tu nombre no aparece en el documento o no coincide con tu solicitud.',
    PERSON_FIRST_NAME_OTHER: 'Tu nombre no aparece en el documento o no coincide con tu solicitud.',
    MISSING_INFORMATION_ORGANIZATION_NAME: 'El documento no muestra el nombre de tu organización.',
    MISMATCH_ORGANIZATION_COUNTRY: 'El país de la organización en el documento no coincide con tu solicitud.',
    ORGANIZATION_NAME_OTHER: 'La organización del documento no coincide con tu solicitud.',
    MISSING_CUSTOM_VALUE: 'No pudimos verificar tu elegibilidad con este documento.',
    MISMATCH_CUSTOM_VALUE: 'Los datos del documento no coinciden con el formulario.',
    INSUFFICIENT_CUSTOM_VALUE: 'El documento no cumplió con los requisitos del programa.',
    CUSTOM_VALUE_OTHER: 'El documento no cumplió con los requisitos del programa.',
  } satisfies ReasonTexts,
} as const);

/** The words for one reason code (an unknown code gets the generic message). */
export function rejectionReasonText(code: string, locale: string): string {
  const texts: Record<string, string> = REJECTION_REASON_TEXTS[locale === 'es-us' ? 'es' : 'en'];
  return texts[code] ?? texts.generic!;
}

/**
 * 001 §8: what the upload alert says about the latest rejection: its reasons in words (each sentence once), or the
 * generic message when there is none or the last one is empty.
 */
export function latestRejectionMessages(reasons: ReadonlyArray<readonly string[]>, locale: string): string[] {
  const latest = latestRejectionReasons(reasons);
  if (latest.length === 0) return [rejectionReasonText('generic', locale)];
  return [...new Set(latest.map((code) => rejectionReasonText(code, locale)))];
}

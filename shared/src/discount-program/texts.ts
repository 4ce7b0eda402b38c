import { specTexts } from '../core/spec-text.ts';

/** 001 §8 and the verification's own messages, per language; the apps map errorCodes to these. */
export const VERIFICATION_TEXTS = specTexts({
  en: {
    noEligibilityRecord:
      'We could not confirm your eligibility with the details you entered. Check them and try again.',
    missingDischargeDate: 'Enter your discharge date.',
    fanAlreadyEnrolled: 'You’re already enrolled in this program.',
    accountAlreadyHaveFan: 'Your account already gets another discount. Are you sure you want to change your discount?',
    verificationLimitExceeded: 'You’ve exceeded the number of verification attempts for this program.',
    docReviewLimitExceeded: 'You’ve exceeded the number of document reviews for this program.',
    systemError: 'Something’s not quite right',
    invalidOtp: 'Please enter valid OTP',
  },
  es: {
    noEligibilityRecord:
      'No pudimos confirmar tu elegibilidad con los datos que ingresaste. Revísalos e inténtalo de nuevo.',
    missingDischargeDate: 'Ingresa tu fecha de baja.',
    fanAlreadyEnrolled: 'Ya estás inscrito en este programa.',
    accountAlreadyHaveFan: 'Tu cuenta ya recibe otro descuento. ¿Seguro que quieres cambiar tu descuento?',
    verificationLimitExceeded: 'Superaste el número de intentos de verificación para este programa.',
    docReviewLimitExceeded: 'Superaste el número de revisiones de documentos para este programa.',
    systemError: 'Algo no está bien',
    invalidOtp: 'Ingresa un código válido',
  },
} as const);
export type VerificationTextKey = keyof (typeof VERIFICATION_TEXTS)['en'];

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
    verificationExpired:
      'The 14 days to send your documents for this application are over. Fill in the form again to start a new one.',
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
    verificationExpired:
      'Terminaron los 14 días para enviar tus documentos de esta solicitud. Vuelve a llenar el formulario para empezar una nueva.',
    systemError: 'Algo no está bien',
    invalidOtp: 'Ingresa un código válido',
  },
} as const);
export type VerificationTextKey = keyof (typeof VERIFICATION_TEXTS)['en'];

/** 001 §5 file upload: the default messages of the upload error keys, per language. */
export const DOC_UPLOAD_TEXTS = specTexts({
  en: {
    maxNumOfItems: 'Select 3 docs or less and try again.',
    maxFileSize: 'File size should be less than 10MB. Select a smaller file and try again.',
    minCharsOfFilename: 'File name needs to be at least 3 characters. Rename the document and try again.',
    emptyFile: 'Hmm…your file doesn’t meet minimum size requirements. Try again.',
    invalidFileType: 'Files can be JPG, PNG, JPEG, GIF, BMP, or PDF. Check your document and try again.',
    invalidFileNameCharsError:
      'Your file name contains a special character (Examples: \\ / : * ? " < > | ). Please rename the file and try uploading again.',
    generic: 'Your document was not uploaded due to an error. Try again.',
  },
  es: {
    maxNumOfItems: 'Selecciona 3 documentos o menos e inténtalo de nuevo.',
    maxFileSize: 'El archivo debe pesar menos de 10MB. Selecciona un archivo más pequeño e inténtalo de nuevo.',
    minCharsOfFilename:
      'El nombre del archivo debe tener al menos 3 caracteres. Cambia el nombre del documento e inténtalo de nuevo.',
    emptyFile: 'Mmm… tu archivo no cumple con el tamaño mínimo. Inténtalo de nuevo.',
    invalidFileType:
      'Los archivos pueden ser JPG, PNG, JPEG, GIF, BMP o PDF. Revisa tu documento e inténtalo de nuevo.',
    invalidFileNameCharsError:
      'El nombre de tu archivo contiene un carácter especial (por ejemplo: \\ / : * ? " < > | ). Cambia el nombre del archivo e inténtalo de nuevo.',
    generic: 'Tu documento no se cargó debido a un error. Inténtalo de nuevo.',
  },
} as const);

import { specTexts } from '../core/spec-text.ts';

/** One accepted document of the upload panel's list, with the tooltip that says what it must show. */
export interface UploadDocumentText {
  label: string;
  tooltip: string;
}

/**
 * 001 §2 document upload panel, per language. The specification words the file rules' messages (DOC_UPLOAD_TEXTS)
 * and the 14-day window (001 §9); the rest "comes from content", so these defaults are ours, in the same plain
 * style. '{date}', '{days}', '{count}', '{name}' and '{segment}' are filled in by the panel.
 */
export const UPLOAD_TEXTS = specTexts({
  en: {
    heading: {
      default: 'Upload your proof of eligibility',
      returning: 'Welcome back: upload your proof of eligibility',
      returningError: 'Let’s try your upload again',
    },
    copy: {
      default: 'We need a document that proves you’re eligible for the {segment} discount.',
      returning:
        'Pick up where you left off: upload a document that proves you’re eligible for the {segment} discount.',
      returningError: 'We couldn’t accept the document you sent before:',
    },
    expiry: 'Upload your document by {date} ({days} days left) to keep your benefits.',
    attemptsLeft: 'You have {count} upload attempts left.',
    lastAttempt: 'This is your last upload attempt.',
    startAgain: 'Start a new application',
    when: 'When do you want to upload?',
    uploadNow: 'Upload now',
    uploadLater: 'Upload later',
    laterWarning: 'Your benefits are removed if we can’t confirm your eligibility within 14 days.',
    laterCopy: 'You’ll get an e-mail with a link back to this page. Sign in or verify your account when you’re ready.',
    laterHardLogin: 'Sign in to upload later',
    laterSoftLogin: 'Verify with your account details instead',
    documentsHeading: 'Documents we accept',
    documents: [
      { label: 'Pay stub', tooltip: 'Less than 90 days old, with your name and your organization’s name.' },
      { label: 'ID badge', tooltip: 'A current badge with your name, photo and organization.' },
      { label: 'Letter from your organization', tooltip: 'On letterhead, dated in the last 90 days, with your name.' },
    ] satisfies UploadDocumentText[],
    moreAbout: 'More about {name}',
    note: 'Cover any ID or account numbers before you upload. We only need your name, your organization and a date.',
    sectionHeading: '{segment} documents',
    browse: 'Choose files',
    hint: 'Up to 3 files, JPG, PNG, GIF, BMP or PDF, 10MB each.',
    selected: 'Selected files',
    remove: 'Remove {name}',
    upload: 'Upload',
    busy: 'Uploading your documents…',
    uploadBusy: 'Too many uploads right now. Wait a moment and try again.',
    network: 'We couldn’t reach the server. Check your connection and try again.',
  },
  es: {
    heading: {
      default: 'Carga tu comprobante de elegibilidad',
      returning: 'Qué bueno verte de nuevo: carga tu comprobante de elegibilidad',
      returningError: 'Intentemos cargar tu documento de nuevo',
    },
    copy: {
      default: 'Necesitamos un documento que demuestre que calificas para el descuento de {segment}.',
      returning:
        'Continúa donde te quedaste: carga un documento que demuestre que calificas para el descuento de {segment}.',
      returningError: 'No pudimos aceptar el documento que enviaste antes:',
    },
    expiry: 'Carga tu documento antes del {date} (quedan {days} días) para conservar tus beneficios.',
    attemptsLeft: 'Te quedan {count} intentos de carga.',
    lastAttempt: 'Este es tu último intento de carga.',
    startAgain: 'Empezar una nueva solicitud',
    when: '¿Cuándo quieres cargar tu documento?',
    uploadNow: 'Cargar ahora',
    uploadLater: 'Cargar más tarde',
    laterWarning: 'Perderás tus beneficios si no podemos confirmar tu elegibilidad en 14 días.',
    laterCopy:
      'Recibirás un correo con un enlace a esta página. Inicia sesión o verifica tu cuenta cuando estés listo.',
    laterHardLogin: 'Inicia sesión para cargar más tarde',
    laterSoftLogin: 'Verifica con los datos de tu cuenta',
    documentsHeading: 'Documentos que aceptamos',
    documents: [
      { label: 'Talón de pago', tooltip: 'De menos de 90 días, con tu nombre y el de tu organización.' },
      { label: 'Credencial', tooltip: 'Una credencial vigente con tu nombre, foto y organización.' },
      {
        label: 'Carta de tu organización',
        tooltip: 'En papel membretado, con fecha de los últimos 90 días y tu nombre.',
      },
    ] satisfies UploadDocumentText[],
    moreAbout: 'Más sobre {name}',
    note: 'Cubre los números de identificación o de cuenta antes de cargar. Solo necesitamos tu nombre, tu organización y una fecha.',
    sectionHeading: 'Documentos de {segment}',
    browse: 'Elegir archivos',
    hint: 'Hasta 3 archivos JPG, PNG, GIF, BMP o PDF de 10MB cada uno.',
    selected: 'Archivos seleccionados',
    remove: 'Quitar {name}',
    upload: 'Cargar',
    busy: 'Cargando tus documentos…',
    uploadBusy: 'Hay demasiadas cargas en este momento. Espera un momento e inténtalo de nuevo.',
    network: 'No pudimos conectarnos con el servidor. Revisa tu conexión e inténtalo de nuevo.',
  },
} as const);
export type UploadText = (typeof UPLOAD_TEXTS)['en'];

/**
 * 001 §4 wireless intent modal (the age segment, after an upload), per language: what the customer means to do next.
 */
export const WIRELESS_INTENT_TEXTS = specTexts({
  en: {
    heading: 'What would you like to do next?',
    legend: 'Choose one',
    options: {
      NEW: 'Open a new wireless account',
      WIRELINE: 'Shop home internet',
      AL: 'Add a line to my wireless account',
      UP: 'Upgrade a phone on my wireless account',
      BUSINESS: 'Shop for my business',
    },
    continue: 'Continue',
    close: 'Not now',
  },
  es: {
    heading: '¿Qué te gustaría hacer ahora?',
    legend: 'Elige una opción',
    options: {
      NEW: 'Abrir una cuenta inalámbrica nueva',
      WIRELINE: 'Comprar internet para el hogar',
      AL: 'Agregar una línea a mi cuenta inalámbrica',
      UP: 'Mejorar un teléfono de mi cuenta inalámbrica',
      BUSINESS: 'Comprar para mi negocio',
    },
    continue: 'Continuar',
    close: 'Ahora no',
  },
} as const);

/** Fills '{key}' placeholders of a text. */
export function fillText(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

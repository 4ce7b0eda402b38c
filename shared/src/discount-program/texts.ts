import { specTexts } from '../core/spec-text.ts';

/**
 * 001 §2, §8: the enrollment flow's default wording, per language. Where the specification words a text (the
 * prepaid alert, the appreciation hard stop and conflict, 'Ready to start saving?') it is given here as written;
 * every other text "comes from content", so the defaults are ours, in the same plain style. Content documents
 * override each one per screen.
 */

/** 001 §3: a call to action of a response (ctaFunction names what the flow does instead of following the link). */
export interface EnrollmentCta {
  ctaLabel: string;
  ctaURL?: string;
  ctaFunction?: 'clickCallback' | 'startOver' | 'addVerificationId' | 'addFanNumber';
  theme?: 'primary' | 'secondary';
  ctaHeading?: string;
  ctaDescription?: string;
}

/** 001 §3 form response texts of one outcome ('{programName}' in a copy is the program's name). */
export interface EnrollmentResponseText {
  heading: string;
  copy: string;
  note?: string;
  ctaGroupHeader?: string;
  ctaGroup: EnrollmentCta[];
}

/** The outcomes with their own texts (001 §3); dataMismatch falls back to nameMismatch (001 §8). */
/** 001 §3 the outcomes that have texts of their own (dataMismatch uses nameMismatch's, 001 §8). */
export const ENROLLMENT_RESPONSE_KEYS = [
  'success',
  'pending',
  'docUpload',
  'conflict',
  'liberty',
  'firstNet',
  'error',
  'fanMatch',
  'nameMismatch',
  'appreciationConflictError',
  'appreciationHardStopError',
] as const;
export type EnrollmentResponseKey = (typeof ENROLLMENT_RESPONSE_KEYS)[number];

export interface EnrollmentText {
  authOptions: { heading: string; description: string; fullSignIn: string; softAuth: string };
  hardAuth: { heading: string; body: string; button: string; softAuth: string; checking: string };
  softAuth: {
    heading: string;
    description: string;
    wirelessNumber: string;
    wirelessNumberHint: string;
    ssn: string;
    ssnHint: string;
    zip: string;
    submit: string;
    cancel: string;
    captchaLabel: string;
    captchaMissing: string;
    captchaUnavailable: string;
    /** The captcha widget's own words (its 'strings'). */
    captcha: { label: string; verified: string; verifying: string; waitAlert: string; error: string; expired: string };
    errors: { wirelessNumber: string; ssn: string; zip: string };
    /** 001 §2: the prepaid alert above the form. */
    prepaidAlert: string;
    /**
     * What the customer can fix on the form, shown above it instead of the error response: details that match no
     * account, too many tries, a security check the gateway did not take.
     */
    refused: { mismatch: string; locked: string; captcha: string };
  };
  enroll: { heading: string; subheading: string; submit: string; secondaryLink: string };
  responses: Record<EnrollmentResponseKey, EnrollmentResponseText>;
  /** CRP customers' texts (001 §3 'crp' variants), where they differ. */
  crpResponses: Partial<Record<EnrollmentResponseKey, Partial<EnrollmentResponseText>>>;
  orderNumber: (customerOrderNumber: string) => string;
  benefits: { heading: string; loading: string; unavailable: string; legal: string };
  busy: string;
  callToOrder: { heading: string; copy: string; callLabel: (phone: string) => string };
}

const BUY_PHONES = '/buy/phones/';

export const ENROLLMENT_TEXT: EnrollmentText = specTexts({
  authOptions: {
    heading: 'Get your Signature discount',
    description: 'Sign in to your wireless account, or confirm a few account details, to add the discount to it.',
    fullSignIn: 'Sign in to your account',
    softAuth: 'No online account? Verify with your account details',
  },
  hardAuth: {
    heading: 'Sign in to continue',
    body: 'Sign in with the wireless account you want the discount on.',
    button: 'Sign in',
    softAuth: 'Verify with your account details instead',
    checking: 'Checking your wireless account…',
  },
  softAuth: {
    heading: 'Verify your wireless account',
    description: 'Enter the details of the wireless account you want the discount on.',
    wirelessNumber: 'Wireless number',
    wirelessNumberHint: 'The 10-digit number of a line on the account.',
    ssn: 'Last 4 digits of the account holder’s SSN',
    ssnHint: '4 digits.',
    zip: 'Account billing ZIP code',
    submit: 'Continue',
    cancel: 'Cancel',
    captchaLabel: 'Security check',
    captchaMissing: 'Complete the security check to continue.',
    captchaUnavailable: 'The security check could not load. Reload the page and try again.',
    captcha: {
      label: 'I’m not a robot',
      verified: 'Verified',
      verifying: 'Verifying…',
      waitAlert: 'Verifying… please wait.',
      error: 'The check failed. Try again later.',
      expired: 'The check expired. Try again.',
    },
    errors: {
      wirelessNumber: 'Enter a valid 10-digit wireless number.',
      ssn: 'Enter exactly 4 digits.',
      zip: 'Enter a 5-digit ZIP code.',
    },
    // 001 §2 (the specification's text)
    prepaidAlert:
      'Prepaid phone numbers cannot be used to sign up for the discount program. Please use a different number to continue.',
    refused: {
      mismatch: 'The wireless number, SSN or ZIP code doesn’t match our records. Check them and try again.',
      locked: 'Too many tries. Wait a few minutes and try again, or sign in instead.',
      captcha: 'The security check didn’t go through. Complete it again, then continue.',
    },
  },
  enroll: {
    heading: 'Add the discount to your account',
    subheading: 'Confirm to enroll this wireless account in the Signature program.',
    submit: 'Enroll now',
    secondaryLink: 'Not now, keep shopping',
  },
  responses: {
    success: {
      heading: 'You’re enrolled',
      copy: 'Your wireless account now has the {programName} discount.',
      ctaGroup: [{ ctaLabel: 'Shop phones', ctaURL: BUY_PHONES, theme: 'primary' }],
    },
    pending: {
      heading: 'Your enrollment is waiting on your verification',
      copy: 'We’re reviewing your eligibility for {programName}. We’ll e-mail you within 2 days.',
      ctaGroup: [{ ctaLabel: 'Shop phones', ctaURL: BUY_PHONES, theme: 'primary' }],
    },
    docUpload: {
      heading: 'Upload your proof of eligibility',
      copy: 'Your enrollment in {programName} is saved. Upload a document proving eligibility within 14 days to keep the benefits.',
      ctaGroup: [{ ctaLabel: 'Shop phones', ctaURL: BUY_PHONES, theme: 'primary' }],
    },
    conflict: {
      heading: 'This account already has a discount',
      copy: 'The wireless account is enrolled in another discount program. Call us to change it.',
      ctaGroup: [{ ctaLabel: 'Shop phones', ctaURL: BUY_PHONES, theme: 'primary' }],
    },
    liberty: {
      heading: 'This account can’t get the discount online',
      copy: 'Accounts on this plan can’t be enrolled online. Call us and we’ll help.',
      ctaGroup: [{ ctaLabel: 'Shop phones', ctaURL: BUY_PHONES, theme: 'primary' }],
    },
    firstNet: {
      heading: 'FirstNet accounts can’t get this discount',
      copy: 'FirstNet accounts have their own pricing and can’t be enrolled in this program.',
      ctaGroup: [{ ctaLabel: 'Shop phones', ctaURL: BUY_PHONES, theme: 'primary' }],
    },
    error: {
      heading: 'Something’s not quite right',
      copy: 'We can’t check your eligibility right now. Try again later or exit to shop',
      ctaGroup: [{ ctaLabel: 'Exit to shop', ctaURL: BUY_PHONES, theme: 'primary' }],
    },
    fanMatch: {
      heading: 'This account doesn’t match your program',
      copy: 'The wireless account isn’t linked to the employer or organization you verified with.',
      ctaGroup: [{ ctaLabel: 'Start over', ctaFunction: 'startOver', theme: 'primary' }],
    },
    nameMismatch: {
      heading: 'The names don’t match',
      copy: 'The name on the wireless account doesn’t match the name you verified with.',
      ctaGroup: [{ ctaLabel: 'Start over', ctaFunction: 'startOver', theme: 'primary' }],
    },
    // 001 §8 (the specification's texts)
    appreciationConflictError: {
      heading: 'Are you sure you want to change your discount?',
      copy: 'If you change your discount, you won’t be saving as much as you are now.',
      ctaGroup: [
        { ctaLabel: 'Yes, change my discount', ctaFunction: 'clickCallback', theme: 'primary' },
        { ctaLabel: 'No, keep my current discount', ctaURL: BUY_PHONES, theme: 'secondary' },
      ],
    },
    appreciationHardStopError: {
      heading: 'You’re already getting the best discount',
      copy: 'No need to apply for this discount again. You’re already saving as much as possible.',
      ctaGroup: [{ ctaLabel: 'Close', ctaURL: BUY_PHONES, theme: 'primary' }],
    },
  },
  crpResponses: {
    success: { copy: 'The customer’s wireless account now has the {programName} discount.' },
    error: { copy: 'We can’t check the customer’s eligibility right now. Try again later.' },
  },
  orderNumber: (n: string) => `Order number: ${n}`,
  benefits: {
    heading: 'Your benefits',
    loading: 'Loading your benefits…',
    unavailable: 'We can’t show your benefits right now. They’re on your account all the same.',
    legal: 'Offer details',
  },
  busy: 'Please wait…',
  callToOrder: {
    heading: 'Ready to start saving?',
    copy: 'Call us to get started with your discount.',
    callLabel: (phone: string) => `Call ${phone}`,
  },
});

/** The flow's words in Spanish, for the pages under /es-us/. */
export const ENROLLMENT_TEXT_ES: EnrollmentText = specTexts({
  authOptions: {
    heading: 'Obtén tu descuento Signature',
    description:
      'Inicia sesión en tu cuenta inalámbrica o confirma algunos datos de la cuenta para agregarle el descuento.',
    fullSignIn: 'Inicia sesión en tu cuenta',
    softAuth: '¿No tienes cuenta en línea? Verifica con los datos de tu cuenta',
  },
  hardAuth: {
    heading: 'Inicia sesión para continuar',
    body: 'Inicia sesión con la cuenta inalámbrica a la que quieres agregar el descuento.',
    button: 'Iniciar sesión',
    softAuth: 'Mejor verifica con los datos de tu cuenta',
    checking: 'Revisando tu cuenta inalámbrica…',
  },
  softAuth: {
    heading: 'Verifica tu cuenta inalámbrica',
    description: 'Escribe los datos de la cuenta inalámbrica a la que quieres agregar el descuento.',
    wirelessNumber: 'Número inalámbrico',
    wirelessNumberHint: 'El número de 10 dígitos de una línea de la cuenta.',
    ssn: 'Últimos 4 dígitos del SSN del titular de la cuenta',
    ssnHint: '4 dígitos.',
    zip: 'Código postal de facturación de la cuenta',
    submit: 'Continuar',
    cancel: 'Cancelar',
    captchaLabel: 'Control de seguridad',
    captchaMissing: 'Completa el control de seguridad para continuar.',
    captchaUnavailable: 'No se pudo cargar el control de seguridad. Vuelve a cargar la página e inténtalo de nuevo.',
    captcha: {
      label: 'No soy un robot',
      verified: 'Verificado',
      verifying: 'Verificando…',
      waitAlert: 'Verificando… espera un momento.',
      error: 'La verificación falló. Inténtalo más tarde.',
      expired: 'La verificación venció. Inténtalo de nuevo.',
    },
    errors: {
      wirelessNumber: 'Escribe un número inalámbrico válido de 10 dígitos.',
      ssn: 'Escribe exactamente 4 dígitos.',
      zip: 'Escribe un código postal de 5 dígitos.',
    },
    prepaidAlert:
      'Los números prepagados no se pueden usar para inscribirse en el programa de descuentos. Usa otro número para continuar.',
    refused: {
      mismatch:
        'El número inalámbrico, el SSN o el código postal no coinciden con nuestros registros. Revísalos e inténtalo de nuevo.',
      locked: 'Demasiados intentos. Espera unos minutos e inténtalo de nuevo, o inicia sesión.',
      captcha: 'El control de seguridad no se completó. Complétalo otra vez y continúa.',
    },
  },
  enroll: {
    heading: 'Agrega el descuento a tu cuenta',
    subheading: 'Confirma para inscribir esta cuenta inalámbrica en el programa Signature.',
    submit: 'Inscribirme ahora',
    secondaryLink: 'Ahora no, seguir comprando',
  },
  responses: {
    success: {
      heading: 'Ya estás inscrito',
      copy: 'Tu cuenta inalámbrica ya tiene el descuento de {programName}.',
      ctaGroup: [{ ctaLabel: 'Comprar teléfonos', ctaURL: BUY_PHONES, theme: 'primary' }],
    },
    pending: {
      heading: 'Tu inscripción espera tu verificación',
      copy: 'Estamos revisando si calificas para {programName}. Te enviaremos un correo en un plazo de 2 días.',
      ctaGroup: [{ ctaLabel: 'Comprar teléfonos', ctaURL: BUY_PHONES, theme: 'primary' }],
    },
    docUpload: {
      heading: 'Sube tu comprobante de elegibilidad',
      copy: 'Guardamos tu inscripción en {programName}. Sube un documento que compruebe que calificas en un plazo de 14 días para conservar los beneficios.',
      ctaGroup: [{ ctaLabel: 'Comprar teléfonos', ctaURL: BUY_PHONES, theme: 'primary' }],
    },
    conflict: {
      heading: 'Esta cuenta ya tiene un descuento',
      copy: 'La cuenta inalámbrica está inscrita en otro programa de descuentos. Llámanos para cambiarlo.',
      ctaGroup: [{ ctaLabel: 'Comprar teléfonos', ctaURL: BUY_PHONES, theme: 'primary' }],
    },
    liberty: {
      heading: 'Esta cuenta no puede recibir el descuento en línea',
      copy: 'Las cuentas con este plan no se pueden inscribir en línea. Llámanos y te ayudamos.',
      ctaGroup: [{ ctaLabel: 'Comprar teléfonos', ctaURL: BUY_PHONES, theme: 'primary' }],
    },
    firstNet: {
      heading: 'Las cuentas FirstNet no pueden recibir este descuento',
      copy: 'Las cuentas FirstNet tienen sus propios precios y no se pueden inscribir en este programa.',
      ctaGroup: [{ ctaLabel: 'Comprar teléfonos', ctaURL: BUY_PHONES, theme: 'primary' }],
    },
    error: {
      heading: 'Algo no está bien',
      copy: 'No podemos verificar si calificas en este momento. Inténtalo más tarde o sal a comprar.',
      ctaGroup: [{ ctaLabel: 'Salir a comprar', ctaURL: BUY_PHONES, theme: 'primary' }],
    },
    fanMatch: {
      heading: 'Esta cuenta no coincide con tu programa',
      copy: 'La cuenta inalámbrica no está vinculada al empleador u organización con que te verificaste.',
      ctaGroup: [{ ctaLabel: 'Empezar de nuevo', ctaFunction: 'startOver', theme: 'primary' }],
    },
    nameMismatch: {
      heading: 'Los nombres no coinciden',
      copy: 'El nombre de la cuenta inalámbrica no coincide con el nombre con que te verificaste.',
      ctaGroup: [{ ctaLabel: 'Empezar de nuevo', ctaFunction: 'startOver', theme: 'primary' }],
    },
    appreciationConflictError: {
      heading: '¿Seguro que quieres cambiar tu descuento?',
      copy: 'Si cambias tu descuento, no ahorrarás tanto como ahora.',
      ctaGroup: [
        { ctaLabel: 'Sí, cambiar mi descuento', ctaFunction: 'clickCallback', theme: 'primary' },
        { ctaLabel: 'No, conservar mi descuento actual', ctaURL: BUY_PHONES, theme: 'secondary' },
      ],
    },
    appreciationHardStopError: {
      heading: 'Ya tienes el mejor descuento',
      copy: 'No necesitas solicitar este descuento otra vez. Ya estás ahorrando lo más posible.',
      ctaGroup: [{ ctaLabel: 'Cerrar', ctaURL: BUY_PHONES, theme: 'primary' }],
    },
  },
  crpResponses: {
    success: { copy: 'La cuenta inalámbrica del cliente ya tiene el descuento de {programName}.' },
    error: { copy: 'No podemos verificar si el cliente califica en este momento. Inténtalo más tarde.' },
  },
  orderNumber: (n: string) => `Número de pedido: ${n}`,
  benefits: {
    heading: 'Tus beneficios',
    loading: 'Cargando tus beneficios…',
    unavailable: 'No podemos mostrar tus beneficios ahora. Igual ya están en tu cuenta.',
    legal: 'Detalles de la oferta',
  },
  busy: 'Espera un momento…',
  callToOrder: {
    heading: '¿Listo para empezar a ahorrar?',
    copy: 'Llámanos para empezar con tu descuento.',
    callLabel: (phone: string) => `Llama al ${phone}`,
  },
});

/** The flow's words for a page's locale ('es-us' → Spanish, anything else → English). */
export function enrollmentText(locale: string): EnrollmentText {
  return locale === 'es-us' ? ENROLLMENT_TEXT_ES : ENROLLMENT_TEXT;
}

/** 001 §3: the response texts of an outcome, dataMismatch falling back to nameMismatch's (001 §8). */
export function responseTextKey(response: string): EnrollmentResponseKey {
  if (response === 'dataMismatch') return 'nameMismatch';
  const keys: readonly string[] = ENROLLMENT_RESPONSE_KEYS;
  return (keys.includes(response) ? response : 'error') as EnrollmentResponseKey;
}

/** 001 §3: the default program name is the benefits banner's heading plus its subheading. */
export function programName(
  banner: { heading: string; subHeading?: string } | null | undefined,
  fallback: string,
): string {
  if (!banner) return fallback;
  return [banner.heading, banner.subHeading].filter(Boolean).join(' ');
}

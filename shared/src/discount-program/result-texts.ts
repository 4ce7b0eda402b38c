import { specTexts } from '../core/spec-text.ts';
import type { ResultLabel } from './rules.ts';
import { VERIFICATION_TEXTS } from './verification-texts.ts';

/** One screen of the verify form's results: heading, copy, an optional note and its call to action. */
export interface ResultScreenText {
  heading: string;
  copy: string;
  note?: string;
  ctaLabel: string;
  ctaURL: string;
}

/** 001 §2 Exit goes to /buy/phones. */
export const EXIT_URL = '/buy/phones';
const BUY_PHONES = '/buy/phones/';

/**
 * 001 §2, §8 the verify form's result screens, per language. The specification words the two error screens
 * ('You've exceeded the number of verification attempts for this program.' and 'We can't check your eligibility
 * right now. Try again later or exit to shop'); the other copy "comes from content", so these defaults are ours.
 * `screens` are the new flow's (verifyNewResultScreen); `responses` the plain response screens, with `crpResponses`
 * for the CRP customer type.
 */
export const RESULT_TEXTS = specTexts({
  en: {
    screens: {
      reviewPending: {
        heading: 'We’re reviewing your documents',
        copy: 'Thanks for uploading. We’ll e-mail you within 2 days to let you know if you’re approved.',
        ctaLabel: 'Keep shopping',
        ctaURL: BUY_PHONES,
      },
      reviewPendingExisting: {
        heading: 'We’re reviewing your documents',
        copy: 'Thanks for uploading. Once you’re approved, the discount is added to your wireless account. We’ll e-mail you within 2 days.',
        ctaLabel: 'Keep shopping',
        ctaURL: BUY_PHONES,
      },
      approved: {
        heading: 'You’re approved',
        copy: 'Buy wireless service online within 14 days and the discount is added automatically.',
        ctaLabel: 'Shop phones',
        ctaURL: BUY_PHONES,
      },
      enrolled: {
        heading: 'You’re enrolled',
        copy: 'The discount is on its way to your wireless account. Here’s what you can do next.',
        ctaLabel: 'Shop phones',
        ctaURL: BUY_PHONES,
      },
      rejection: {
        heading: 'Too many attempts',
        copy: 'You’ve exceeded the number of verification attempts for this program.',
        ctaLabel: 'Exit',
        ctaURL: EXIT_URL,
      },
      general: {
        heading: 'Something’s not quite right',
        copy: 'We can’t check your eligibility right now. Try again later or exit to shop',
        ctaLabel: 'Exit',
        ctaURL: EXIT_URL,
      },
    } satisfies Record<string, ResultScreenText>,
    carousel: {
      label: 'What you can do next',
      previous: 'Previous',
      next: 'Next',
      cards: [
        {
          heading: 'Change your plan',
          copy: 'Pick a plan that fits with your new discount.',
          ctaLabel: 'See plans',
          ctaURL: '/buy/postpaid',
        },
        {
          heading: 'Upgrade your device',
          copy: 'Get a new phone and keep saving.',
          ctaLabel: 'Shop phones',
          ctaURL: BUY_PHONES,
        },
        { heading: 'Add a line', copy: 'Bring someone onto your account.', ctaLabel: 'Add a line', ctaURL: BUY_PHONES },
        {
          heading: 'Bring your device',
          copy: 'Keep the phone you love on our network.',
          ctaLabel: 'Get started',
          ctaURL: BUY_PHONES,
        },
      ],
    },
    responses: {
      success: {
        heading: 'You’re verified',
        copy: 'You’re eligible for the discount. Buy wireless service online within 14 days to get it automatically.',
        ctaLabel: 'Shop phones',
        ctaURL: BUY_PHONES,
      },
      pending: {
        heading: 'Thanks, we got your documents',
        copy: 'We’re reviewing them and will e-mail you within 2 days.',
        ctaLabel: 'Keep shopping',
        ctaURL: BUY_PHONES,
      },
      error: {
        heading: 'Something’s not quite right',
        copy: 'We can’t check your eligibility right now. Try again later or exit to shop',
        ctaLabel: 'Exit',
        ctaURL: EXIT_URL,
      },
    } satisfies Record<string, ResultScreenText>,
    crpResponses: {
      success: { copy: 'The customer is eligible for the discount. It can be added to their account now.' },
      pending: { copy: 'The customer’s documents are under review. They’ll get an e-mail within 2 days.' },
      error: { copy: 'We can’t check the customer’s eligibility right now. Try again later.' },
    } as Record<string, Partial<ResultScreenText>>,
    systemErrors: {
      docReviewLimitExceeded: VERIFICATION_TEXTS.en.docReviewLimitExceeded,
      verificationExpired: VERIFICATION_TEXTS.en.verificationExpired,
      documentNotExpected: 'This verification isn’t waiting for a document.',
      VERIFICATION_NOT_FOUND: 'We couldn’t find this verification.',
    } as Record<string, string>,
    resultLabel: 'Verification result',
    labels: {
      'Auto Approved': 'Auto Approved',
      Approved: 'Approved',
      Pending: 'Pending',
      'Doc Upload': 'Doc Upload',
      Error: 'Error',
      'Too many attempts': 'Too many attempts',
    } satisfies Record<ResultLabel, string>,
    legalLink: 'See offer details',
    legalHeading: 'Offer details',
    legalCopy:
      'Benefits are removed if eligibility is not confirmed within 14 days. Buy wireless service online within 14 days to enroll automatically. One offer can be enrolled at a time.',
    close: 'Close',
    callUsHeading: 'Need help?',
    callUsCopy: 'Call us and a specialist will finish your order with you.',
    callUsLink: 'Call {phone}',
  },
  es: {
    screens: {
      reviewPending: {
        heading: 'Estamos revisando tus documentos',
        copy: 'Gracias por cargarlos. Te enviaremos un correo en 2 días para decirte si te aprobamos.',
        ctaLabel: 'Seguir comprando',
        ctaURL: BUY_PHONES,
      },
      reviewPendingExisting: {
        heading: 'Estamos revisando tus documentos',
        copy: 'Gracias por cargarlos. Cuando te aprobemos, el descuento se agregará a tu cuenta inalámbrica. Te enviaremos un correo en 2 días.',
        ctaLabel: 'Seguir comprando',
        ctaURL: BUY_PHONES,
      },
      approved: {
        heading: 'Te aprobamos',
        copy: 'Compra servicio inalámbrico en línea en los próximos 14 días y el descuento se agregará automáticamente.',
        ctaLabel: 'Comprar teléfonos',
        ctaURL: BUY_PHONES,
      },
      enrolled: {
        heading: 'Ya estás inscrito',
        copy: 'El descuento se está agregando a tu cuenta inalámbrica. Esto es lo que puedes hacer ahora.',
        ctaLabel: 'Comprar teléfonos',
        ctaURL: BUY_PHONES,
      },
      rejection: {
        heading: 'Demasiados intentos',
        copy: 'Superaste el número de intentos de verificación para este programa.',
        ctaLabel: 'Salir',
        ctaURL: EXIT_URL,
      },
      general: {
        heading: 'Algo no está bien',
        copy: 'No podemos verificar tu elegibilidad en este momento. Inténtalo más tarde o sal para comprar',
        ctaLabel: 'Salir',
        ctaURL: EXIT_URL,
      },
    } satisfies Record<string, ResultScreenText>,
    carousel: {
      label: 'Lo que puedes hacer ahora',
      previous: 'Anterior',
      next: 'Siguiente',
      cards: [
        {
          heading: 'Cambia tu plan',
          copy: 'Elige un plan que vaya con tu nuevo descuento.',
          ctaLabel: 'Ver planes',
          ctaURL: '/buy/postpaid',
        },
        {
          heading: 'Mejora tu equipo',
          copy: 'Obtén un teléfono nuevo y sigue ahorrando.',
          ctaLabel: 'Comprar teléfonos',
          ctaURL: BUY_PHONES,
        },
        {
          heading: 'Agrega una línea',
          copy: 'Suma a alguien a tu cuenta.',
          ctaLabel: 'Agregar una línea',
          ctaURL: BUY_PHONES,
        },
        {
          heading: 'Trae tu equipo',
          copy: 'Usa el teléfono que te encanta en nuestra red.',
          ctaLabel: 'Comenzar',
          ctaURL: BUY_PHONES,
        },
      ],
    },
    responses: {
      success: {
        heading: 'Ya verificamos tu elegibilidad',
        copy: 'Calificas para el descuento. Compra servicio inalámbrico en línea en 14 días para recibirlo automáticamente.',
        ctaLabel: 'Comprar teléfonos',
        ctaURL: BUY_PHONES,
      },
      pending: {
        heading: 'Gracias, recibimos tus documentos',
        copy: 'Los estamos revisando y te enviaremos un correo en 2 días.',
        ctaLabel: 'Seguir comprando',
        ctaURL: BUY_PHONES,
      },
      error: {
        heading: 'Algo no está bien',
        copy: 'No podemos verificar tu elegibilidad en este momento. Inténtalo más tarde o sal para comprar',
        ctaLabel: 'Salir',
        ctaURL: EXIT_URL,
      },
    } satisfies Record<string, ResultScreenText>,
    crpResponses: {
      success: { copy: 'El cliente califica para el descuento. Se puede agregar a su cuenta ahora.' },
      pending: { copy: 'Estamos revisando los documentos del cliente. Recibirá un correo en 2 días.' },
      error: { copy: 'No podemos verificar la elegibilidad del cliente en este momento. Inténtalo más tarde.' },
    } as Record<string, Partial<ResultScreenText>>,
    systemErrors: {
      docReviewLimitExceeded: VERIFICATION_TEXTS.es.docReviewLimitExceeded,
      verificationExpired: VERIFICATION_TEXTS.es.verificationExpired,
      documentNotExpected: 'Esta verificación no está esperando un documento.',
      VERIFICATION_NOT_FOUND: 'No pudimos encontrar esta verificación.',
    } as Record<string, string>,
    resultLabel: 'Resultado de la verificación',
    labels: {
      'Auto Approved': 'Aprobado automáticamente',
      Approved: 'Aprobado',
      Pending: 'Pendiente',
      'Doc Upload': 'Carga de documentos',
      Error: 'Error',
      'Too many attempts': 'Demasiados intentos',
    } satisfies Record<ResultLabel, string>,
    legalLink: 'Ver detalles de la oferta',
    legalHeading: 'Detalles de la oferta',
    legalCopy:
      'Los beneficios se eliminan si no se confirma la elegibilidad en 14 días. Compra servicio inalámbrico en línea en 14 días para inscribirte automáticamente. Solo se puede inscribir una oferta a la vez.',
    close: 'Cerrar',
    callUsHeading: '¿Necesitas ayuda?',
    callUsCopy: 'Llámanos y un especialista terminará tu pedido contigo.',
    callUsLink: 'Llamar al {phone}',
  },
} as const);
export type ResultText = (typeof RESULT_TEXTS)['en'];

import { specTexts } from '../core/spec-text.ts';

/**
 * 002 §2.11 'verification panels', 002 §3 'Verification result (panels)': a page that shows one verification's
 * result label (001 §4) by its id, per language. '{segment}', '{days}' and '{date}' are filled in by the page.
 */
export const VERIFICATION_PANEL_TEXTS = specTexts({
  en: {
    heading: 'Your discount verification',
    loading: 'Looking up your verification…',
    missing: 'Open this page from the link in your verification e-mail to see where your verification stands.',
    notFound: 'We couldn’t find this verification. Check the link in your e-mail.',
    failed: 'We can’t show your verification right now. Please try again later.',
    segment: 'Program: {segment}',
    window: 'Confirm your eligibility within {days} days (by {date}).',
    hubLink: 'Go to the discount program',
  },
  es: {
    heading: 'Tu verificación del descuento',
    loading: 'Buscando tu verificación…',
    missing: 'Abre esta página desde el enlace de tu correo de verificación para ver cómo va tu verificación.',
    notFound: 'No encontramos esta verificación. Revisa el enlace de tu correo.',
    failed: 'No podemos mostrar tu verificación en este momento. Inténtalo más tarde.',
    segment: 'Programa: {segment}',
    window: 'Confirma tu elegibilidad en {days} días (antes del {date}).',
    hubLink: 'Ir al programa de descuentos',
  },
} as const);

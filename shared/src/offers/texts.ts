import { specTexts } from '../core/spec-text.ts';

/**
 * 002 §2.5, §4 the offer tiles' default wording, per language; the content system's offertile document and the
 * page's content override it. '{n}' and '{total}' are filled in by the page.
 */
export const OFFER_TEXTS = specTexts({
  en: {
    sectionHeading: 'Offers for you',
    tabsLabel: 'Offer categories',
    seeDetails: 'See details',
    trayClose: 'Close',
    legalLink: 'See legal terms',
    legalLoading: 'Loading the legal terms…',
    legalFailed: 'The legal terms can’t be shown right now. Please try again later.',
    carouselLabel: 'Offers',
    carouselHelp: 'Use the arrow keys or the buttons to see more offers.',
    slideLabel: '{n} of {total}',
    previous: 'Previous offers',
    next: 'Next offers',
    partnerApplied: 'Offer applied',
    partnerInProgress: 'Offer in-progress',
    partnerError: 'We couldn’t confirm your card application. Please try again.',
  },
  es: {
    sectionHeading: 'Ofertas para ti',
    tabsLabel: 'Categorías de ofertas',
    seeDetails: 'Ver detalles',
    trayClose: 'Cerrar',
    legalLink: 'Ver términos legales',
    legalLoading: 'Cargando los términos legales…',
    legalFailed: 'No podemos mostrar los términos legales en este momento. Inténtalo de nuevo más tarde.',
    carouselLabel: 'Ofertas',
    carouselHelp: 'Usa las flechas del teclado o los botones para ver más ofertas.',
    slideLabel: '{n} de {total}',
    previous: 'Ofertas anteriores',
    next: 'Ofertas siguientes',
    partnerApplied: 'Oferta aplicada',
    partnerInProgress: 'Oferta en proceso',
    partnerError: 'No pudimos confirmar tu solicitud de tarjeta. Inténtalo de nuevo.',
  },
});

/**
 * 002 §2.5, §4, §8 the signature hero's default wording: the fallback hero (no fan id, or a failed call), the
 * personalised heading ('{fanName}' filled in), and the call-to-order modal (as the connected-car one words it).
 */
export const SIGNATURE_HERO_TEXTS = specTexts({
  en: {
    eyebrow: 'Signature program',
    fallbackHeading: 'Save with the Signature program',
    fallbackCopy:
      'Employees and members of thousands of companies and organizations save on wireless service. Call us to see your discount and order.',
    personalHeading: 'Savings for {fanName}',
    personalCopy: 'Your organization’s Signature discount is ready. Call us to order with it.',
    offersHeading: 'Your Signature benefits',
    legal: 'Legal terms',
    ctaLabel: 'Call to order',
    ctoHeading: 'Want to place an order?',
    ctoCopy: 'Our sales team can place your order with your Signature discount by phone.',
    ctoCall: 'Call now to order',
    ctoClose: 'Close',
  },
  es: {
    eyebrow: 'Programa Signature',
    fallbackHeading: 'Ahorra con el programa Signature',
    fallbackCopy:
      'Los empleados y miembros de miles de empresas y organizaciones ahorran en el servicio inalámbrico. Llámanos para conocer tu descuento y hacer tu pedido.',
    personalHeading: 'Ahorros para {fanName}',
    personalCopy: 'El descuento Signature de tu organización está listo. Llámanos para hacer tu pedido con él.',
    offersHeading: 'Tus beneficios Signature',
    legal: 'Términos legales',
    ctaLabel: 'Llama para ordenar',
    ctoHeading: '¿Quieres hacer un pedido?',
    ctoCopy: 'Nuestro equipo de ventas puede hacer tu pedido con tu descuento Signature por teléfono.',
    ctoCall: 'Llama ahora para ordenar',
    ctoClose: 'Cerrar',
  },
});

/** 002 §9: the signature hero's toll-free sales number by default. */
export const SIGNATURE_HERO_PHONE = '1-800-555-0142';

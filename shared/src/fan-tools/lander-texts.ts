import { specTexts } from '../core/spec-text.ts';

/**
 * 002 §2.3, §5, §8, §9 the business discount lander's default wording, per language. A content document may
 * override any of it; '{year}', '{filter}' and '{count}' are filled in by the page.
 */
export const LANDER_TEXTS = specTexts({
  en: {
    pageHeading: 'Business discounts',
    eyebrow: 'Welcome,',
    welcome: 'Welcome!',
    searchIntro: 'Enter your FAN ID to see the discount your employer or organization offers.',
    fanIdLabel: 'FAN ID',
    searchButton: 'Find my discount',
    searching: 'Looking for your FAN ID…',
    fanNotFound: 'The FAN ID cannot be found',
    listIntro: 'Choose your employer or organization to see its discount.',
    listHeading: 'Organizations',
    loadingList: 'Loading the list of organizations…',
    filterLabel: 'Filter by name',
    filterHelp: 'Matches the start of any word in the name.',
    shownCount: '{count} organizations shown',
    shownCountOne: '1 organization shown',
    noMatches: 'No organization name has a word starting with “{filter}”.',
    pages: 'Pages of the list',
    pageItem: 'Go to page {page}',
    pageCurrent: 'Page {page}',
    pagePrevious: 'Go to the previous page',
    pageNext: 'Go to the next page',
    modalHeading: 'Something went wrong',
    modalCopy: 'We can’t show the list of organizations right now. Please try again later.',
    modalClose: 'Close',
    copyright: '© {year} Carrier. Signature discounts are for eligible employees and members.',
  },
  es: {
    pageHeading: 'Descuentos para empresas',
    eyebrow: '¡Te damos la bienvenida,',
    welcome: '¡Te damos la bienvenida!',
    searchIntro: 'Ingresa tu número FAN para ver el descuento que ofrece tu empleador u organización.',
    fanIdLabel: 'Número FAN',
    searchButton: 'Buscar mi descuento',
    searching: 'Buscando tu número FAN…',
    fanNotFound: 'No se encuentra el número FAN',
    listIntro: 'Elige tu empleador u organización para ver su descuento.',
    listHeading: 'Organizaciones',
    loadingList: 'Cargando la lista de organizaciones…',
    filterLabel: 'Filtrar por nombre',
    filterHelp: 'Coincide con el comienzo de cualquier palabra del nombre.',
    shownCount: 'Se muestran {count} organizaciones',
    shownCountOne: 'Se muestra 1 organización',
    noMatches: 'Ningún nombre de organización tiene una palabra que empiece con “{filter}”.',
    pages: 'Páginas de la lista',
    pageItem: 'Ir a la página {page}',
    pageCurrent: 'Página {page}',
    pagePrevious: 'Ir a la página anterior',
    pageNext: 'Ir a la página siguiente',
    modalHeading: 'Algo salió mal',
    modalCopy: 'No podemos mostrar la lista de organizaciones en este momento. Inténtalo más tarde.',
    modalClose: 'Cerrar',
    copyright: '© {year} Carrier. Los descuentos Signature son para empleados y miembros elegibles.',
  },
} as const);
export type LanderTexts = { readonly [K in keyof (typeof LANDER_TEXTS)['en']]: string };

/** 002 §7, §8 what a FAN's or a group's token link opens on the customer site, per language. */
export const TOKEN_LANDING_TEXTS = specTexts({
  en: {
    opening: 'Opening your link…',
    greeting: 'Welcome, {name}!',
    intro: 'Your employer or organization gets you a Signature discount on wireless service.',
    enroll: 'Add the discount to your account',
    offersHeading: 'Your offers',
    legal: 'Legal details',
    groupHeading: 'Your organization’s discount page',
    groupLink: 'Go to your organization’s discount page',
    invalidHeading: 'This link is no longer valid',
    invalidBody:
      'The link may have been replaced by a new one. Ask your employer or organization for a new link, or find out about the discount program.',
    discountProgram: 'Learn about the discount program',
    failedHeading: 'We can’t open your link right now',
    failedBody: 'Something went wrong on our side. Please try again in a moment.',
    retry: 'Try again',
  },
  es: {
    opening: 'Abriendo tu enlace…',
    greeting: '¡Te damos la bienvenida, {name}!',
    intro: 'Tu empleador u organización te da un descuento Signature en el servicio inalámbrico.',
    enroll: 'Agrega el descuento a tu cuenta',
    offersHeading: 'Tus ofertas',
    legal: 'Detalles legales',
    groupHeading: 'La página de descuentos de tu organización',
    groupLink: 'Ir a la página de descuentos de tu organización',
    invalidHeading: 'Este enlace ya no es válido',
    invalidBody:
      'Es posible que el enlace se haya reemplazado por uno nuevo. Pide un enlace nuevo a tu empleador u organización, o conoce el programa de descuentos.',
    discountProgram: 'Conoce el programa de descuentos',
    failedHeading: 'No podemos abrir tu enlace en este momento',
    failedBody: 'Algo salió mal de nuestra parte. Inténtalo de nuevo en un momento.',
    retry: 'Intentar de nuevo',
  },
} as const);
export type TokenLandingTexts = { readonly [K in keyof (typeof TOKEN_LANDING_TEXTS)['en']]: string };

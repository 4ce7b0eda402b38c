import { DEFAULT_ACCORDION_LABEL } from './plan-rules.ts';
import { specTexts } from '../core/spec-text.ts';

/** The address check panel's wording (the specification does not show it), per language. */
export const ADDRESS_TEXTS = specTexts({
  en: {
    addressLabel: 'Street address',
    addressHelp: 'Start typing and choose your address from the list, or type it in full.',
    unitLabel: 'Apt or unit (optional)',
    submit: 'Check availability',
    checking: 'Checking your address…',
    suggestions: 'Suggested addresses',
    required: 'Enter your street address.',
    tooLong: 'The address can be at most 200 characters.',
    noMatch: 'We couldn’t find that address. Check it and try again.',
    closeMatchHeading: 'Did you mean one of these addresses?',
    closeMatchCopy: 'We found more than one address like the one you entered. Choose yours.',
    mduHeading: 'Choose your apartment or unit',
    mduCopy: 'This address is a building with more than one unit.',
    existingHeading: 'This address already has service',
    existingCopy:
      'Our records show service at this address. To change or add to it, sign in to your account or call us.',
    choose: 'Use this address',
    close: 'Close',
    checkFailed: 'Something went wrong. Please try again',
  },
  es: {
    addressLabel: 'Dirección',
    addressHelp: 'Empieza a escribir y elige tu dirección de la lista, o escríbela completa.',
    unitLabel: 'Apto. o unidad (opcional)',
    submit: 'Verificar disponibilidad',
    checking: 'Verificando tu dirección…',
    suggestions: 'Direcciones sugeridas',
    required: 'Ingresa tu dirección.',
    tooLong: 'La dirección puede tener 200 caracteres como máximo.',
    noMatch: 'No encontramos esa dirección. Revísala e inténtalo de nuevo.',
    closeMatchHeading: '¿Quisiste decir una de estas direcciones?',
    closeMatchCopy: 'Encontramos más de una dirección parecida a la que ingresaste. Elige la tuya.',
    mduHeading: 'Elige tu apartamento o unidad',
    mduCopy: 'Esta dirección es un edificio con más de una unidad.',
    existingHeading: 'Esta dirección ya tiene servicio',
    existingCopy:
      'Nuestros registros muestran servicio en esta dirección. Para cambiarlo o agregar algo, inicia sesión o llámanos.',
    choose: 'Usar esta dirección',
    close: 'Cerrar',
    checkFailed: 'Algo salió mal. Inténtalo de nuevo',
  },
} as const);
export type AddressTexts = { readonly [K in keyof (typeof ADDRESS_TEXTS)['en']]: string };

/** 002 §2.1, §8, §9 the plan label finder's default wording. */
export const PLAN_FINDER_TEXTS = specTexts({
  en: {
    heading: 'Find plans and broadband labels for your address',
    copy: 'Enter your address to see the plans available there, each with its broadband facts label.',
    families: 'Product family',
    'wireless-postpaid': 'Wireless postpaid',
    'wireless-prepaid': 'Wireless prepaid',
    wireline: 'Home internet',
    selectedAddress: 'Plans for',
    change: 'Change',
    searchLabel: 'Search plans',
    searchHelp: 'Matches the start of any word in the plan name.',
    noSearchMatch: 'No plan name has a word starting with “{search}”.',
    plansShown: '{count} plans',
    plansShownOne: '1 plan',
    pages: 'Pages of plans',
    pageItem: 'Go to page {page}',
    plansTabs: 'Plans',
    GENERAL_ERROR: 'Something went wrong. Please try again',
    NOT_QUALIFIED: 'Home internet isn’t available at this address yet.',
    NO_RECORDS_FOUND: 'We found no plans for this address.',
    contact: 'Questions? {label}',
    call: 'Call {phone}',
    /** 002 §3: each plan card's label accordion, unless the content names it. */
    accordionLabel: DEFAULT_ACCORDION_LABEL,
  },
  es: {
    heading: 'Encuentra planes y etiquetas de banda ancha para tu dirección',
    copy: 'Ingresa tu dirección para ver los planes disponibles allí, cada uno con su etiqueta de datos de banda ancha.',
    families: 'Tipo de producto',
    'wireless-postpaid': 'Inalámbrico pospago',
    'wireless-prepaid': 'Inalámbrico prepago',
    wireline: 'Internet para el hogar',
    selectedAddress: 'Planes para',
    change: 'Cambiar',
    searchLabel: 'Buscar planes',
    searchHelp: 'Coincide con el comienzo de cualquier palabra del nombre del plan.',
    noSearchMatch: 'Ningún nombre de plan tiene una palabra que empiece con “{search}”.',
    plansShown: '{count} planes',
    plansShownOne: '1 plan',
    pages: 'Páginas de planes',
    pageItem: 'Ir a la página {page}',
    plansTabs: 'Planes',
    GENERAL_ERROR: 'Algo salió mal. Inténtalo de nuevo',
    NOT_QUALIFIED: 'El internet para el hogar aún no está disponible en esta dirección.',
    NO_RECORDS_FOUND: 'No encontramos planes para esta dirección.',
    contact: '¿Preguntas? {label}',
    call: 'Llama al {phone}',
    accordionLabel: 'Divulgación al consumidor de banda ancha móvil',
  },
} as const);
export type PlanFinderTexts = { readonly [K in keyof (typeof PLAN_FINDER_TEXTS)['en']]: string };

/** 002 §8 the last fallback of the finder's alert. */
export const FINDER_FALLBACK_ERROR = 'Something went wrong. Please try again';

import { specTexts } from '../core/spec-text.ts';

const SOMETHING_WRONG = 'Something went wrong please try again';

/** 002 §2.6, §8 the instant-on page's default wording; every §8 key defaults to the same text. */
export const INSTANT_ON_TEXTS = specTexts({
  en: {
    loading: 'Loading your offer…',
    confirmedAddress: 'Your address',
    update: 'Update',
    plansHeading: 'Choose your internet plan',
    offersHeading: 'Special offers',
    allInOne: 'Add the all-in-one discount (wireless and home internet together)',
    learnMore: 'Learn more about the all-in-one discount',
    learnMoreHeading: 'All-in-one discount',
    learnMoreCopy:
      'Have a Carrier wireless plan and home internet on one account and save every month on your internet plan.',
    instructions: 'How instant-on works',
    instructionsHeading: 'Get online today',
    instructionsCopy:
      'Your home already has a Carrier gateway. Order your plan, plug the gateway in and you are online in minutes.',
    close: 'Close',
    perMonth: '{price}/mo.',
    oneTime: '{price} one-time',
    addToCart: 'Add to cart',
    adding: 'Adding to your cart…',
    download: 'Up to {speed} Mbps',
    storageException: SOMETHING_WRONG,
    generalError: SOMETHING_WRONG,
    connectedCommunityError: SOMETHING_WRONG,
    ubanNotAvailable: SOMETHING_WRONG,
    banOccupiedError: SOMETHING_WRONG,
    instantOnNotAvailableError: SOMETHING_WRONG,
    addToCartError: SOMETHING_WRONG,
  },
  es: {
    loading: 'Cargando tu oferta…',
    confirmedAddress: 'Tu dirección',
    update: 'Actualizar',
    plansHeading: 'Elige tu plan de internet',
    offersHeading: 'Ofertas especiales',
    allInOne: 'Agrega el descuento todo en uno (inalámbrico e internet para el hogar juntos)',
    learnMore: 'Más información sobre el descuento todo en uno',
    learnMoreHeading: 'Descuento todo en uno',
    learnMoreCopy:
      'Ten un plan inalámbrico de Carrier e internet para el hogar en una sola cuenta y ahorra cada mes en tu plan de internet.',
    instructions: 'Cómo funciona la activación instantánea',
    instructionsHeading: 'Conéctate hoy',
    instructionsCopy:
      'Tu hogar ya tiene un gateway de Carrier. Pide tu plan, conecta el gateway y estarás en línea en minutos.',
    close: 'Cerrar',
    perMonth: '{price}/mes',
    oneTime: '{price} pago único',
    addToCart: 'Agregar al carrito',
    adding: 'Agregando a tu carrito…',
    download: 'Hasta {speed} Mbps',
    storageException: 'Algo salió mal, inténtalo de nuevo',
    generalError: 'Algo salió mal, inténtalo de nuevo',
    connectedCommunityError: 'Algo salió mal, inténtalo de nuevo',
    ubanNotAvailable: 'Algo salió mal, inténtalo de nuevo',
    banOccupiedError: 'Algo salió mal, inténtalo de nuevo',
    instantOnNotAvailableError: 'Algo salió mal, inténtalo de nuevo',
    addToCartError: 'Algo salió mal, inténtalo de nuevo',
  },
} as const);
export type InstantOnTexts = { readonly [K in keyof (typeof INSTANT_ON_TEXTS)['en']]: string };

export const CART_TEXTS = specTexts({
  en: {
    heading: 'Your cart',
    loading: 'Loading your cart…',
    empty: 'Your cart is empty.',
    shop: 'Check internet availability',
    address: 'Service address',
    item: 'Item',
    monthly: 'Monthly',
    oneTime: 'One-time',
    total: 'Total',
    failed: 'We can’t show your cart right now. Please try again later.',
  },
  es: {
    heading: 'Tu carrito',
    loading: 'Cargando tu carrito…',
    empty: 'Tu carrito está vacío.',
    shop: 'Verificar disponibilidad de internet',
    address: 'Dirección del servicio',
    item: 'Artículo',
    monthly: 'Mensual',
    oneTime: 'Pago único',
    total: 'Total',
    failed: 'No podemos mostrar tu carrito en este momento. Inténtalo más tarde.',
  },
} as const);
export type CartTexts = { readonly [K in keyof (typeof CART_TEXTS)['en']]: string };

import { specTexts } from '../core/spec-text.ts';

/**
 * 002 §2.2, §5, §8 the connected-car offer's default wording, per language; a content document may override the
 * texts its props name. '{vehicle}', '{trial}', '{phone}' and '{make}' are filled in by the page.
 */
export const CONNECTED_CAR_TEXTS = specTexts({
  en: {
    heading: 'Wi-Fi for the road, built into your car',
    copy: 'Many newer cars have a hotspot built in. Enter your VIN to see whether yours qualifies for a free trial.',
    getStarted: 'Get started',
    vinHeading: 'Check your vehicle',
    vinIntro:
      'Enter your 17-character vehicle identification number (VIN). It’s on your registration, your insurance card and the driver’s side of the dashboard.',
    vinLabel: 'Vehicle identification number (VIN)',
    vinHelp: 'Letters and numbers only, 17 characters.',
    submit: 'Check my vehicle',
    checking: 'Checking your vehicle…',
    close: 'Close',
    fieldError: 'Enter your VIN using letters and numbers.',
    invalidVin: 'Hmm..invalid vin',
    lengthError: 'A VIN has 17 characters. You entered {count}.',
    lettersError: 'A VIN never uses the letters I, O or Q. Check for a 1 or a 0 instead.',
    checkDigitError:
      'This VIN doesn’t add up: its 9th character (the check digit) doesn’t match the others. Check each character and try again.',
    defaultError: 'We couldn’t check that VIN. Check it and enter it again.',
    serviceDown: 'Our vehicle check isn’t available right now. Please try again later.',
    vehicle: 'vehicle',
    redirecting: 'Taking you to your carmaker’s site to finish…',
    trialHeading: 'Good news! Your {vehicle} qualifies for a free trial',
    trialBody: 'Turn on your car’s built-in hotspot and stay connected on the road, free for the trial.',
    trialName: 'Your trial: {trial}',
    trialCta: 'See in-car Wi-Fi plans',
    notEligibleHeading: 'Your {vehicle} isn’t eligible for a free trial',
    notEligibleBody: 'You can still use your car’s built-in hotspot with one of our in-car Wi-Fi plans.',
    notEligibleCta: 'See in-car Wi-Fi plans',
    fallbackHeading: 'We have another way to connect your {vehicle}',
    fallbackBody: 'Your car’s hotspot isn’t on our network, but a connected-car plan keeps every passenger online.',
    fallbackCta: 'See connected-car plans',
    hotspotHeading: 'Get Wi-Fi in your {vehicle} with a mobile hotspot',
    hotspotBody:
      'Your car doesn’t have a hotspot we can connect. A mobile hotspot works in any car, and anywhere else.',
    hotspotCta: 'Shop mobile hotspots',
    ctoHeading: 'Want to place an order?',
    ctoBody: 'Our business sales team will place your order with you.',
    ctoCall: 'Call now to order',
    ctoClose: 'Close',
  },
  es: {
    heading: 'Wi-Fi para el camino, integrado en tu auto',
    copy: 'Muchos autos nuevos tienen un hotspot integrado. Ingresa tu VIN para ver si el tuyo califica para una prueba gratis.',
    getStarted: 'Comenzar',
    vinHeading: 'Revisa tu vehículo',
    vinIntro:
      'Ingresa el número de identificación de tu vehículo (VIN) de 17 caracteres. Está en tu registro, tu tarjeta del seguro y el lado del conductor del tablero.',
    vinLabel: 'Número de identificación del vehículo (VIN)',
    vinHelp: 'Solo letras y números, 17 caracteres.',
    submit: 'Revisar mi vehículo',
    checking: 'Revisando tu vehículo…',
    close: 'Cerrar',
    fieldError: 'Ingresa tu VIN con letras y números.',
    invalidVin: 'Mmm... VIN no válido',
    lengthError: 'Un VIN tiene 17 caracteres. Ingresaste {count}.',
    lettersError: 'Un VIN nunca usa las letras I, O ni Q. Revisa si es un 1 o un 0.',
    checkDigitError:
      'Este VIN no cuadra: su 9.º carácter (el dígito de control) no coincide con los demás. Revisa cada carácter e inténtalo de nuevo.',
    defaultError: 'No pudimos revisar ese VIN. Revísalo e ingrésalo de nuevo.',
    serviceDown: 'La revisión de vehículos no está disponible en este momento. Inténtalo más tarde.',
    vehicle: 'vehículo',
    redirecting: 'Te llevamos al sitio del fabricante de tu auto para terminar…',
    trialHeading: '¡Buenas noticias! Tu {vehicle} califica para una prueba gratis',
    trialBody: 'Activa el hotspot integrado de tu auto y mantente conectado en el camino, gratis durante la prueba.',
    trialName: 'Tu prueba: {trial}',
    trialCta: 'Ver planes de Wi-Fi para el auto',
    notEligibleHeading: 'Tu {vehicle} no califica para una prueba gratis',
    notEligibleBody:
      'Igual puedes usar el hotspot integrado de tu auto con uno de nuestros planes de Wi-Fi para el auto.',
    notEligibleCta: 'Ver planes de Wi-Fi para el auto',
    fallbackHeading: 'Tenemos otra forma de conectar tu {vehicle}',
    fallbackBody:
      'El hotspot de tu auto no está en nuestra red, pero un plan para autos conectados mantiene en línea a todos los pasajeros.',
    fallbackCta: 'Ver planes para autos conectados',
    hotspotHeading: 'Ten Wi-Fi en tu {vehicle} con un hotspot móvil',
    hotspotBody:
      'Tu auto no tiene un hotspot que podamos conectar. Un hotspot móvil funciona en cualquier auto y en cualquier lugar.',
    hotspotCta: 'Comprar hotspots móviles',
    ctoHeading: '¿Quieres hacer un pedido?',
    ctoBody: 'Nuestro equipo de ventas para empresas hará el pedido contigo.',
    ctoCall: 'Llama ahora para hacer el pedido',
    ctoClose: 'Cerrar',
  },
} as const);
export type ConnectedCarTexts = { readonly [K in keyof (typeof CONNECTED_CAR_TEXTS)['en']]: string };

/** 002 §9: the call-to-order modal's toll-free default ({phone}). */
export const DEFAULT_BSSE_SALES_PHONE = '1-800-555-0177';

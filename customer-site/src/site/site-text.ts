import type { Locale } from '@carrier/shared/content';

/**
 * The site's own wording (header, footer, page states, sign-in), per locale. Marketing copy comes from content
 * documents; these are the words around it. Error ids from the gateway map to texts here; an id not listed falls
 * back to the gateway's message.
 */
export interface SiteText {
  siteName: string;
  homeLinkLabel: string;
  skipToContent: string;
  signIn: string;
  signOut: string;
  signedInAs: (displayName: string) => string;
  signOutFailed: string;
  otherLanguage: { label: string; lang: string; locale: Locale };
  copyright: (year: number) => string;
  loading: string;
  notFound: { title: string; heading: string; body: string; homeLink: string };
  failure: {
    title: string;
    heading: string;
    body: string;
    retry: string;
    code: (errorId: string, status: number) => string;
  };
  /** A part of the site whose script could not be downloaded (a newer release replaced it, or the connection dropped). */
  chunkFailure: { heading: string; body: string; reload: string };
  signInPage: {
    title: string;
    heading: string;
    intro: string;
    userId: string;
    password: string;
    submit: string;
    submitting: string;
    required: { username: string; password: string };
    tooLong: { username: string; password: string };
    alreadySignedIn: (displayName: string) => string;
    continueLink: string;
  };
  /** Error ids mapped to this language's words; in English an id not listed shows the gateway's own message. */
  errors: Partial<Record<string, string>>;
}

export const siteText: Record<Locale, SiteText> = {
  'en-us': {
    siteName: 'Carrier',
    homeLinkLabel: 'Carrier home',
    skipToContent: 'Skip to main content',
    signIn: 'Sign in',
    signOut: 'Sign out',
    signedInAs: (name) => `Signed in as ${name}`,
    signOutFailed: 'We could not sign you out. Please try again.',
    otherLanguage: { label: 'Español', lang: 'es', locale: 'es-us' },
    copyright: (year) => `© ${year} Carrier. All rights reserved.`,
    loading: 'Loading. Please wait',
    notFound: {
      title: 'Page not found',
      heading: 'We can’t find that page',
      body: 'The page may have moved, or the address may be mistyped. Check the address, or start again from the home page.',
      homeLink: 'Go to the home page',
    },
    failure: {
      title: 'Something went wrong',
      heading: 'Something went wrong',
      body: 'We couldn’t load this page just now. Please try again in a few minutes.',
      retry: 'Try again',
      code: (errorId, status) => `Error code: ${errorId}${status ? ` (${status})` : ''}`,
    },
    chunkFailure: {
      heading: 'This part of the page didn’t load',
      body: 'We may have just updated the site, or your connection dropped. Reload the page to continue.',
      reload: 'Reload the page',
    },
    signInPage: {
      title: 'Sign in',
      heading: 'Sign in',
      intro: 'Sign in with your Carrier user ID and password to manage your account.',
      userId: 'User ID',
      password: 'Password',
      submit: 'Sign in',
      submitting: 'Signing in…',
      required: { username: 'Enter your user ID', password: 'Enter your password' },
      tooLong: { username: 'Your user ID is too long', password: 'Your password is too long' },
      alreadySignedIn: (name) => `You are signed in as ${name}.`,
      continueLink: 'Continue to the home page',
    },
    errors: {},
  },
  'es-us': {
    siteName: 'Carrier',
    homeLinkLabel: 'Página principal de Carrier',
    skipToContent: 'Saltar al contenido principal',
    signIn: 'Iniciar sesión',
    signOut: 'Cerrar sesión',
    signedInAs: (name) => `Sesión iniciada como ${name}`,
    signOutFailed: 'No pudimos cerrar tu sesión. Inténtalo de nuevo.',
    otherLanguage: { label: 'English', lang: 'en', locale: 'en-us' },
    copyright: (year) => `© ${year} Carrier. Todos los derechos reservados.`,
    loading: 'Cargando. Espera un momento',
    notFound: {
      title: 'Página no encontrada',
      heading: 'No encontramos esa página',
      body: 'Es posible que la página se haya movido o que la dirección tenga un error. Revisa la dirección o vuelve a empezar desde la página principal.',
      homeLink: 'Ir a la página principal',
    },
    failure: {
      title: 'Algo salió mal',
      heading: 'Algo salió mal',
      body: 'No pudimos cargar esta página en este momento. Inténtalo de nuevo en unos minutos.',
      retry: 'Intentar de nuevo',
      code: (errorId, status) => `Código de error: ${errorId}${status ? ` (${status})` : ''}`,
    },
    chunkFailure: {
      heading: 'Esta parte de la página no se cargó',
      body: 'Es posible que acabemos de actualizar el sitio o que se haya perdido tu conexión. Vuelve a cargar la página para continuar.',
      reload: 'Volver a cargar la página',
    },
    signInPage: {
      title: 'Iniciar sesión',
      heading: 'Iniciar sesión',
      intro: 'Inicia sesión con tu ID de usuario y contraseña de Carrier para administrar tu cuenta.',
      userId: 'ID de usuario',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      submitting: 'Iniciando sesión…',
      required: { username: 'Ingresa tu ID de usuario', password: 'Ingresa tu contraseña' },
      tooLong: { username: 'Tu ID de usuario es demasiado largo', password: 'Tu contraseña es demasiado larga' },
      alreadySignedIn: (name) => `Tu sesión está iniciada como ${name}.`,
      continueLink: 'Continuar a la página principal',
    },
    errors: {
      INVALID_CREDENTIALS: 'El ID de usuario o la contraseña no son correctos.',
      TOO_MANY_ATTEMPTS: 'Hubo demasiados intentos. Espera unos minutos e inténtalo de nuevo.',
      TOO_MANY_REQUESTS: 'Enviaste demasiadas solicitudes en poco tiempo. Espera unos minutos e inténtalo de nuevo.',
      VALIDATION_ERROR: 'Revisa tu ID de usuario y tu contraseña e inténtalo de nuevo.',
      NETWORK_ERROR: 'No pudimos conectarnos. Revisa tu conexión e inténtalo de nuevo.',
      SYS_ERR: 'Algo salió mal. Inténtalo de nuevo en unos minutos.',
      UPSTREAM_UNAVAILABLE: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
      CSRF_REJECTED: 'Tu sesión cambió en otra pestaña. Vuelve a cargar la página e inténtalo de nuevo.',
      FORBIDDEN: 'Tu cuenta no tiene permiso para hacer esto.',
      UNAUTHENTICATED: 'Inicia sesión para continuar.',
      PAYLOAD_TOO_LARGE: 'Lo que enviaste es demasiado grande.',
      REQUEST_TIMEOUT: 'Lo que enviaste tardó demasiado en llegar. Revisa tu conexión e inténtalo de nuevo.',
      MALFORMED_JSON: 'No pudimos leer lo que enviaste. Vuelve a cargar la página e inténtalo de nuevo.',
      UNSUPPORTED_MEDIA_TYPE: 'No pudimos leer lo que enviaste. Vuelve a cargar la página e inténtalo de nuevo.',
      BAD_RESPONSE: 'Recibimos una respuesta inesperada. Inténtalo de nuevo en unos minutos.',
      NOT_FOUND: 'No encontramos lo que buscabas.',
    },
  },
};

/**
 * What the site says for a gateway error in a locale: the mapped text, else the gateway's message in English (its
 * language), else the generic failure sentence, so a Spanish page never shows the gateway's English.
 */
export function siteErrorMessage(locale: Locale, error: { errorId: string; message: string }): string {
  const text = siteText[locale];
  return text.errors[error.errorId] ?? (locale === 'en-us' ? error.message : text.failure.body);
}

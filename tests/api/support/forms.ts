/** The prefixes the form services answer under. */
export {
  MICROSITES_FORMS_PREFIX as FORMS_PREFIX,
  BUY_WIRELESS_PREFIX as AUTH_DETAILS_PREFIX,
} from '@carrier/shared/forms';

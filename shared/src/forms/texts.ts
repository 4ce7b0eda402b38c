import { ErrorIds, SYSTEM_ERROR_MESSAGE } from '../core/errors.ts';
import { specTexts, type TextsLike } from '../core/spec-text.ts';
/**
 * 002 §2.10, §4, §5, §8: the generic form engine's default wording. Content overrides each text per form
 * (successMsg, failureMsg, invalidMsg) or per field (validation messages, alertHeading, alertBody).
 */
export const GENERIC_FORM_TEXT = specTexts({
  invalid: 'Form is invalid!',
  success: 'Form submission was successful',
  failure: 'There was an error. Form did not submit!',
  liveRegionErrors: 'There are errors on the form',
  dropdownPlaceholder: '-- Choose --',
  bannerHeading: 'Call us to check eligibility',
  bannerBody: (phone: string) =>
    `Existing customers: call us at ${phone} to get exclusive pricing on a 55+ plan for your account.`,
  typeaheadClear: 'Clear text',
  typeaheadNoResults: 'No matching organisations',
  typeaheadResults: (n: number) => (n === 1 ? '1 suggestion available' : `${n} suggestions available`),
  /** Shown in place of a form whose definition breaks a rule of §5, so the author sees why. */
  definitionProblem: 'This form cannot be shown because its content is not valid:',
} as const);

export type GenericFormText = TextsLike<typeof GENERIC_FORM_TEXT>;

/**
 * The engine's own words in Spanish, for the pages under /es-us/. The specification's English above stays the
 * default; texts content can override (messages, placeholders, the banner) come from the Spanish documents.
 */
export const GENERIC_FORM_TEXT_ES: GenericFormText = {
  invalid: 'Revisa los campos marcados y corrígelos para continuar.',
  success: 'Gracias. Recibimos tu formulario.',
  failure: 'No pudimos enviar el formulario. Inténtalo de nuevo en unos minutos.',
  liveRegionErrors: 'Hay errores en el formulario',
  dropdownPlaceholder: '-- Elige --',
  bannerHeading: 'Llámanos para verificar si calificas',
  bannerBody: (phone: string) =>
    `Clientes actuales: llámanos al ${phone} para obtener precios exclusivos de un plan 55+ para tu cuenta.`,
  typeaheadClear: 'Borrar el texto',
  typeaheadNoResults: 'No hay organizaciones que coincidan',
  typeaheadResults: (n: number) => (n === 1 ? '1 sugerencia disponible' : `${n} sugerencias disponibles`),
  definitionProblem: 'No podemos mostrar este formulario porque su contenido no es válido:',
};

/** The engine's own words for a page's locale ('es-us' → Spanish, anything else → the specification's English). */
export function genericFormText(locale: string): GenericFormText {
  return locale === 'es-us' ? GENERIC_FORM_TEXT_ES : GENERIC_FORM_TEXT;
}

/** 002 §5: each rule's default message; a field's validationType.messages overrides any of them. */
export const FORM_RULE_MESSAGES = specTexts({
  required: 'This field is required',
  email: 'Enter valid email id',
  pattern: 'Enter a valid value',
  minLength: (n: number) => `Must be ${n} characters or more`,
  maxLength: (n: number) => `Cannot exceed ${n} characters`,
  matchesField: 'Fields must match',
  multiRequired: 'One or the other field must be filled out',
  date: 'Enter valid date',
  minDate: 'Enter value greater than min date',
  maxDate: 'Enter value less than max date',
  checkbox: 'Checkbox must be selected',
  typeahead: 'Please select/enter valid organisation',
} as const);

export type FormRuleMessages = TextsLike<typeof FORM_RULE_MESSAGES>;

/** The rules' default messages on the pages under /es-us/; a field's own messages still override them. */
export const FORM_RULE_MESSAGES_ES: FormRuleMessages = {
  required: 'Este campo es obligatorio',
  email: 'Escribe un correo electrónico válido',
  pattern: 'Escribe un valor válido',
  minLength: (n: number) => `Debe tener ${n} caracteres o más`,
  maxLength: (n: number) => `No puede tener más de ${n} caracteres`,
  matchesField: 'Los campos deben coincidir',
  multiRequired: 'Completa uno de los dos campos',
  date: 'Escribe una fecha válida',
  minDate: 'Escribe una fecha posterior a la fecha mínima',
  maxDate: 'Escribe una fecha anterior a la fecha máxima',
  checkbox: 'Debes marcar la casilla',
  typeahead: 'Selecciona o escribe una organización válida',
};

/** The rules' default messages for a page's locale ('es-us' → Spanish, anything else → the specification's English). */
export function formRuleMessages(locale: string | undefined): FormRuleMessages {
  return locale === 'es-us' ? FORM_RULE_MESSAGES_ES : FORM_RULE_MESSAGES;
}

/** 002 §8: the internal error of a failed type-ahead search (the user sees an empty list, nothing more). */
export const TYPEAHEAD_SEARCH_ERROR = specTexts({ errorId: ErrorIds.system, message: SYSTEM_ERROR_MESSAGE } as const);

/** 002 §5 form definition rules. */
export const FORM_DEFINITION_MESSAGES = specTexts({
  duplicateId: (id: string) => `${id} is a duplicate id`,
  noFormData: 'No form data was provided!',
  optionalData: 'Optional data format is incorrect!',
} as const);

/** 002 §9 and §2.10: the default sales number of the existing-customer banner (a toll-free default). */
export const DEFAULT_SALES_PHONE = '1-800-555-0155';

import type { Locale } from '@carrier/shared/content';
import { FORM_RULE_MESSAGES, type FormField, type RuleKey } from '@carrier/shared/forms';

type Phrase = (field: FormField, n: number) => string;

/**
 * How the error summary says what to do when a field shows the specification's default message (002 §5), per
 * locale: the end of a sentence that starts with the field's label ("What is your question about: choose one of the
 * options."). A message that content wrote for the field (validationType.messages) is already a sentence that names
 * it, and is used as it is.
 */
const PHRASES: Record<Locale, Record<RuleKey, Phrase>> = {
  'en-us': {
    required: (f) =>
      f.kind === 'dropdown' || f.kind === 'radio'
        ? 'choose one of the options'
        : f.kind === 'checkbox'
          ? 'tick the box to go on'
          : f.kind === 'date'
            ? 'enter a date'
            : 'enter an answer',
    checkbox: () => 'tick the box to go on',
    email: () => 'enter an email address, like name@example.com',
    pattern: (f) => (f.kind === 'phone' ? 'enter a 10-digit phone number' : 'check the format and try again'),
    minLength: (_f, n) => `use at least ${n} characters`,
    maxLength: (_f, n) => `use no more than ${n} characters`,
    matchesField: () => 'enter the same as in the field above',
    multiRequired: () => 'fill in this field or the one that goes with it',
    date: () => 'enter a real date',
    minDate: () => 'choose a later date',
    maxDate: () => 'choose an earlier date',
    typeahead: () => 'start typing and choose an organisation from the list',
  },
  'es-us': {
    required: (f) =>
      f.kind === 'dropdown' || f.kind === 'radio'
        ? 'elige una de las opciones'
        : f.kind === 'checkbox'
          ? 'marca la casilla para continuar'
          : f.kind === 'date'
            ? 'ingresa una fecha'
            : 'ingresa una respuesta',
    checkbox: () => 'marca la casilla para continuar',
    email: () => 'ingresa un correo electrónico, como nombre@ejemplo.com',
    pattern: (f) =>
      f.kind === 'phone' ? 'ingresa un número de teléfono de 10 dígitos' : 'revisa el formato e inténtalo de nuevo',
    minLength: (_f, n) => `usa al menos ${n} caracteres`,
    maxLength: (_f, n) => `usa como máximo ${n} caracteres`,
    matchesField: () => 'ingresa lo mismo que en el campo anterior',
    multiRequired: () => 'completa este campo o el que lo acompaña',
    date: () => 'ingresa una fecha válida',
    minDate: () => 'elige una fecha posterior',
    maxDate: () => 'elige una fecha anterior',
    typeahead: () => 'empieza a escribir y elige una organización de la lista',
  },
};

/** Which rule of 002 §5 a default message belongs to, with its number for the length rules. */
function defaultRule(message: string): { key: RuleKey; n: number } | null {
  for (const [key, text] of Object.entries(FORM_RULE_MESSAGES)) {
    if (typeof text === 'string' && text === message) return { key: key as RuleKey, n: 0 };
  }
  for (const key of ['minLength', 'maxLength'] as const) {
    const n = Number(/\d+/.exec(message)?.[0]);
    if (Number.isInteger(n) && FORM_RULE_MESSAGES[key](n) === message) return { key, n };
  }
  return null;
}

/** A field's label as the start of a sentence: without a trailing '?', ':' or '*' or an '(optional)' note. */
function labelOf(field: FormField): string {
  return (field.text ?? '')
    .replace(/\((optional|opcional)\)/gi, '')
    .replace(/[\s?:*.¿]+$/u, '')
    .replace(/^¿/u, '')
    .trim();
}

function asSentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** One line of the error summary: a sentence that names the field and says what to do. */
export function summarySentence(field: FormField, message: string, locale: Locale): string {
  const written = Object.values(field.validationType?.messages ?? {}).includes(message);
  const rule = written ? null : defaultRule(message);
  if (!rule) return asSentence(message);
  const phrase = PHRASES[locale][rule.key](field, rule.n);
  const label = labelOf(field);
  if (!label) return asSentence(phrase);
  if (field.kind === 'checkbox')
    return locale === 'es-us' ? `Marca “${label}” para continuar.` : `Tick “${label}” to go on.`;
  return `${label}: ${phrase}.`;
}

import fs from 'node:fs';
import path from 'node:path';
import { FORM_RULE_MESSAGES, GENERIC_FORM_TEXT, GENERIC_FORM_TEXT_ES } from '@carrier/shared/forms';
import { MILITARY_TEXT, WAIVER_TEXT } from '@carrier/shared/self-service';
import {
  ENROLLMENT_TEXT,
  ENROLLMENT_TEXT_ES,
  VERIFICATION_TEXTS,
  VERIFY_FORM_TEXTS,
} from '@carrier/shared/discount-program';
import { LANDER_TEXTS, TOKEN_LANDING_TEXTS } from '@carrier/shared/fan-tools';
import { OFFER_TEXTS, SIGNATURE_HERO_TEXTS } from '@carrier/shared/offers';
import { ESCALATION_TEXTS } from '@carrier/shared/escalation';
import { CURBSIDE_TEXTS } from '@carrier/shared/curbside';
import { siteText } from '../../../customer-site/src/site/site-text.ts';
import { waiverPropsSchema } from '../../../customer-site/src/features/waiver/waiver-props.ts';
import { militaryPropsSchema } from '../../../customer-site/src/features/military/military-props.ts';

/**
 * The English a Spanish page must not show, built from the sources of English rather than by hand: the English
 * content documents and frame, the site's English texts, the shared texts (the form engine's defaults, the
 * self-service messages) and the flows' default labels. A string that Spanish uses too (a brand, "Internet", "TV")
 * is left out, and so are ids and values that are never shown.
 */
const contentDir = path.resolve(import.meta.dirname, '..', '..', '..', 'fixtures', 'content');
const PLACEHOLDER = '\u0001';
/** Keys whose values are ids, paths, values or settings, never words on a page. */
const NOT_TEXT = new Set([
  'type',
  'id',
  'href',
  'src',
  'api',
  'loginApi',
  'submitApi',
  'profileApi',
  'propName',
  'formName',
  'formType',
  'service',
  'path',
  'locale',
  'icon',
  'typeAheadSearchApiUrl',
  'optionalData',
  'kind',
  'field',
  'requestType',
  'salesPhone',
  'pattern',
  'matchesField',
  'multiRequired',
  'existingCustomerValues',
  'value',
  'pageId',
  'minDate',
  'maxDate',
  'cancelRedirectUrl',
  'includes',
  'subjects',
  'eventCode',
  'ctaURL',
  'ctaFunction',
  'theme',
  'secondaryLinkUrl',
]);

function strings(value: unknown, key = '', out: string[] = []): string[] {
  if (NOT_TEXT.has(key)) return out;
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'function') out.push(String(value(PLACEHOLDER, PLACEHOLDER)));
  else if (Array.isArray(value)) for (const v of value) strings(v, key, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, k, out);
  return out;
}

/** 'label|value' shows its label; 'a,b,c' answer lists show each item; placeholders split a text into its words. */
function shownPieces(text: string): string[] {
  const label = /^[^|]+\|[^|]+$/.test(text) ? text.split('|')[0]! : text;
  const items = label.includes(',') && !label.includes(' ,') && !/[.?!]$/.test(label) ? label.split(',') : [label];
  return items.flatMap((t) => t.split(/\{[a-zA-Z]+\}|\u0001/)).map((t) => t.trim());
}

const readDocs = (locale: string) =>
  fs
    .readdirSync(contentDir)
    .filter((f) => f.endsWith(`.${locale}.json`) && !f.startsWith('content-preview'))
    .map((f) => JSON.parse(fs.readFileSync(path.join(contentDir, f), 'utf8')) as unknown);

const WAIVER_MINIMAL = {
  heading: '·',
  friendlyNames: [{ service: '·', friendlyName: '·' }],
  success: { heading: '·' },
};
const screen = { heading: '·', text: '·' };
const MILITARY_MINIMAL = {
  requestType: 'cancel',
  heading: '·',
  greeting: '·',
  accountLabel: '·',
  steps: [{ heading: '·' }, { heading: '·' }, { heading: '·' }, { heading: '·' }],
  subjects: { terminateAll: '·', holdAll: '·', mix: '·', restore: '·' },
  termsText: '·',
  confirmation: screen,
  emptyStates: {
    noPrimaryEmail: screen,
    noWirelessAccount: screen,
    noServicesToRestore: screen,
    noServicesToCancel: screen,
  },
};

function englishSources(): Array<{ source: string; texts: string[] }> {
  return [
    { source: 'English content documents', texts: readDocs('en-us').flatMap((d) => strings(d)) },
    { source: 'site-text.ts (en-us)', texts: strings(siteText['en-us']) },
    { source: 'shared forms texts', texts: [...strings(GENERIC_FORM_TEXT), ...strings(FORM_RULE_MESSAGES)] },
    { source: 'shared self-service texts', texts: [...strings(WAIVER_TEXT), ...strings(MILITARY_TEXT)] },
    { source: 'shared discount-program texts', texts: strings(ENROLLMENT_TEXT) },
    {
      source: 'shared verify form texts',
      texts: [...strings(VERIFY_FORM_TEXTS.en), ...strings(VERIFICATION_TEXTS.en)],
    },
    {
      source: 'shared fan-tools lander texts',
      texts: [...strings(LANDER_TEXTS.en), ...strings(TOKEN_LANDING_TEXTS.en)],
    },
    {
      source: 'shared offers texts',
      texts: [...strings(OFFER_TEXTS.en), ...strings(SIGNATURE_HERO_TEXTS.en)],
    },
    {
      source: 'shared escalation and curbside texts',
      texts: [...strings(ESCALATION_TEXTS.en), ...strings(CURBSIDE_TEXTS.en)],
    },
    {
      source: 'flow default labels',
      texts: [
        ...strings(waiverPropsSchema.parse(WAIVER_MINIMAL)),
        ...strings(militaryPropsSchema.parse(MILITARY_MINIMAL)),
      ],
    },
  ];
}

function spanishCorpus(): string {
  return [
    ...readDocs('es-us').flatMap((d) => strings(d)),
    ...strings(siteText['es-us']),
    ...strings(GENERIC_FORM_TEXT_ES),
    ...strings(ENROLLMENT_TEXT_ES),
    ...strings(VERIFY_FORM_TEXTS.es),
    ...strings(VERIFICATION_TEXTS.es),
    ...strings(LANDER_TEXTS.es),
    ...strings(TOKEN_LANDING_TEXTS.es),
    ...strings(OFFER_TEXTS.es),
    ...strings(SIGNATURE_HERO_TEXTS.es),
    ...strings(ESCALATION_TEXTS.es),
    ...strings(CURBSIDE_TEXTS.es),
  ].join('\n');
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The text as a whole phrase: not inside a longer word. */
export const phrase = (s: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(s)}(?![\\p{L}\\p{N}])`, 'u');

export interface EnglishString {
  text: string;
  source: string;
  pattern: RegExp;
}

/** Every English string worth looking for (at least four letters, not also Spanish), with where it comes from. */
export function englishStrings(): EnglishString[] {
  const spanish = spanishCorpus();
  const seen = new Map<string, EnglishString>();
  for (const { source, texts } of englishSources()) {
    for (const text of texts.flatMap(shownPieces)) {
      if (seen.has(text) || (text.match(/\p{L}/gu) ?? []).length < 4) continue;
      const pattern = phrase(text);
      if (pattern.test(spanish)) continue;
      seen.set(text, { text, source, pattern });
    }
  }
  return [...seen.values()];
}

/** The Spanish documents' page paths, as site addresses. */
export function spanishPagePaths(): string[] {
  return readDocs('es-us').flatMap((d) => {
    const p = (d as { path?: unknown }).path;
    return typeof p === 'string' && 'panels' in (d as object) ? [p === '/' ? '/es-us/' : `/es-us${p}`] : [];
  });
}

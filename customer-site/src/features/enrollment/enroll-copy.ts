import type { EnrollmentCta, EnrollmentResponseText, EnrollmentText } from '@carrier/shared/discount-program';
import { responseTextKey } from '@carrier/shared/discount-program';
import type { EnrollProps } from './enroll-props.ts';
import type { ResponseStatus } from './enrollment-types.ts';

type Defined<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** Content's texts over the defaults: a text content leaves out keeps its default. */
function over<T extends object>(defaults: T, content: object | undefined): T {
  const out = { ...defaults } as Record<string, unknown>;
  for (const [k, v] of Object.entries(content ?? {})) if (v !== undefined && typeof v !== 'object') out[k] = v;
  return out as T;
}

export interface EnrollCopy {
  authOptions: Defined<EnrollmentText['authOptions']>;
  hardAuth: EnrollmentText['hardAuth'];
  softAuth: EnrollmentText['softAuth'];
  enroll: EnrollmentText['enroll'] & { secondaryLinkUrl: string };
  callToOrder: { heading: string; copy: string };
}

/** The page's copy: each screen's texts from the content document, else the defaults of the page's language. */
export function enrollCopy(props: EnrollProps, text: EnrollmentText): EnrollCopy {
  return {
    authOptions: over(text.authOptions, props.authOptions),
    hardAuth: over(text.hardAuth, props.hardAuth),
    softAuth: {
      ...over(text.softAuth, props.softAuth),
      errors: over(text.softAuth.errors, props.softAuth.errors),
    },
    enroll: over({ ...text.enroll, secondaryLinkUrl: '/shop' }, props.enroll),
    callToOrder: over({ heading: text.callToOrder.heading, copy: text.callToOrder.copy }, props.callToOrder),
  };
}

/**
 * 001 §3 the texts of a response: content's, else the defaults; a CRP customer gets the crp variants where they
 * exist (content's, then the defaults'). dataMismatch uses the name-mismatch texts (001 §8).
 */
export function responseCopy(
  response: ResponseStatus,
  props: EnrollProps,
  text: EnrollmentText,
  isCRP: boolean,
): EnrollmentResponseText {
  const key = responseTextKey(response);
  const content = props.responses[key];
  const base: EnrollmentResponseText = {
    ...text.responses[key],
    ...(isCRP ? text.crpResponses[key] : {}),
  };
  const pick = <K extends 'heading' | 'copy' | 'note' | 'ctaGroupHeader'>(k: K, crp: `crp${Capitalize<K>}`) =>
    (isCRP ? (content?.[crp as keyof typeof content] as string | undefined) : undefined) ?? content?.[k] ?? base[k];
  const ctaGroup: EnrollmentCta[] = (isCRP ? content?.crpCtaGroup : undefined) ?? content?.ctaGroup ?? base.ctaGroup;
  const note = pick('note', 'crpNote');
  const ctaGroupHeader = pick('ctaGroupHeader', 'crpCtaGroupHeader');
  return {
    heading: pick('heading', 'crpHeading') ?? base.heading,
    copy: pick('copy', 'crpCopy') ?? base.copy,
    ...(note ? { note } : {}),
    ...(ctaGroupHeader ? { ctaGroupHeader } : {}),
    ctaGroup,
  };
}

/** 001 §3: a copy may carry the program name placeholder. */
export function withProgramName(copy: string, name: string): string {
  return copy.replace(/\{programName\}/g, name);
}

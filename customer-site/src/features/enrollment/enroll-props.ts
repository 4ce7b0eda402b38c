import { z } from 'zod';
import { ENROLLMENT_RESPONSE_KEYS } from '@carrier/shared/discount-program';

const text = (max: number) => z.string().trim().min(1).max(max);
const optional = (max: number) => text(max).optional();

/** 001 §3 a call to action. */
const ctaSchema = z.object({
  ctaLabel: text(100),
  ctaURL: optional(500),
  ctaFunction: z.enum(['clickCallback', 'startOver', 'addVerificationId', 'addFanNumber']).optional(),
  theme: z.enum(['primary', 'secondary']).optional(),
  ctaHeading: optional(200),
  ctaDescription: optional(600),
});

/** 001 §3 form response texts of one outcome, each with an optional crp variant for the CRP customer type. */
const responseTextSchema = z.object({
  heading: optional(200),
  copy: optional(1200),
  note: optional(600),
  ctaGroupHeader: optional(200),
  ctaGroup: z.array(ctaSchema).max(4).optional(),
  crpHeading: optional(200),
  crpCopy: optional(1200),
  crpNote: optional(600),
  crpCtaGroupHeader: optional(200),
  crpCtaGroup: z.array(ctaSchema).max(4).optional(),
});
export type ResponseTextProps = z.output<typeof responseTextSchema>;

/**
 * 001 §2, §3 enrollment page data (content type 'enrollForm'): the copy of the screen the page's route shows. Every
 * text is optional and falls back to the shared defaults of the page's language.
 */
export const enrollPropsSchema = z.object({
  /** 001 §2: the auth options' colours. */
  theme: z.enum(['Dark', 'Light']).default('Light'),
  /** The program's name when the benefits do not give one ('{programName}' in a copy). */
  programName: optional(200),
  authOptions: z
    .object({ heading: optional(200), description: optional(1000), fullSignIn: optional(100), softAuth: optional(200) })
    .default({}),
  hardAuth: z
    .object({ heading: optional(200), body: optional(600), button: optional(60), softAuth: optional(200) })
    .default({}),
  softAuth: z
    .object({
      heading: optional(200),
      description: optional(1000),
      wirelessNumber: optional(100),
      ssn: optional(100),
      zip: optional(100),
      submit: optional(60),
      cancel: optional(60),
      prepaidAlert: optional(600),
      errors: z.object({ wirelessNumber: optional(300), ssn: optional(300), zip: optional(300) }).default({}),
    })
    .default({ errors: {} }),
  enroll: z
    .object({
      heading: optional(200),
      subheading: optional(600),
      submit: optional(60),
      secondaryLink: optional(100),
      secondaryLinkUrl: optional(500),
    })
    .default({}),
  responses: z.partialRecord(z.enum(ENROLLMENT_RESPONSE_KEYS), responseTextSchema).default({}),
  callToOrder: z.object({ heading: optional(200), copy: optional(1000) }).default({}),
});

export type EnrollProps = z.output<typeof enrollPropsSchema>;

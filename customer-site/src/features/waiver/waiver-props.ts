import { z } from 'zod';
import { MICROSITES_FORMS_PREFIX } from '@carrier/shared/forms';
import { SELF_SERVICE_PATHS, WAIVER_FORM_TYPES, WAIVER_TEXT } from '@carrier/shared/self-service';
import { contentLinkSchema } from '../../components/content-link.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const apiPath = z
  .string()
  .trim()
  .regex(/^\/msapi\/[^?#\s]*$/, 'An API path on this site, under /msapi/');

/** 000 §3 friendly-name config entry. */
const friendlyNameSchema = z.object({
  service: text(60),
  display: z.union([z.boolean(), z.string()]).optional(),
  friendlyName: text(100),
  description: z.object({ text: z.string().max(600) }).optional(),
  charges: z.object({ text: z.string().max(300) }).optional(),
  selectionNotes: z.object({ text: z.string().max(600) }).optional(),
});

const cardSchema = z.object({ icon: text(40), text: text(400), link: contentLinkSchema });

/**
 * 000 §2 waiver form page data: the form type, the three calls, the friendly-name config and every text. The
 * messages of §8 default to the shared wording when content leaves them out.
 */
export const waiverPropsSchema = z.object({
  formType: z.enum(WAIVER_FORM_TYPES).default('default'),
  heading: text(200),
  intro: z.string().trim().max(1000).optional(),
  api: apiPath.default(`${MICROSITES_FORMS_PREFIX}/${SELF_SERVICE_PATHS.profile}`),
  loginApi: apiPath.default(`${MICROSITES_FORMS_PREFIX}/${SELF_SERVICE_PATHS.loginStatus}`),
  submitApi: apiPath.default(`${MICROSITES_FORMS_PREFIX}/${SELF_SERVICE_PATHS.waiverSubmit}`),
  friendlyNames: z.array(friendlyNameSchema).min(1).max(50),
  accountNumberLabel: text(60).default('Account number'),
  chargesLabel: text(60).default('Charges'),
  disclaimer: z.string().trim().max(2000).optional(),
  copy: z.string().trim().max(2000).optional(),
  continueLabel: text(60).default('Continue'),
  submitLabel: text(60).default('Submit'),
  backLabel: text(60).default('Back'),
  submittingLabel: text(60).default('Submitting…'),
  review: z.object({ heading: text(200), copy: z.string().trim().max(2000).optional() }).optional(),
  success: z.object({
    heading: text(200),
    copy: z.string().trim().max(2000).optional(),
    cards: z.array(cardSchema).max(2).default([]),
  }),
  /** 000 §2: the cancel form goes here after a successful submit. */
  cancelRedirectUrl: z.string().trim().max(2000).optional(),
  noServiceMsg: text(600).default(WAIVER_TEXT.noServiceMsg),
  errorBannerCopy: text(600).default(WAIVER_TEXT.errorBannerCopy),
  errorBannerLink: contentLinkSchema.optional(),
  submitFailureMsg: text(600).default(WAIVER_TEXT.submitFailureMsg),
  selectionMessage: text(200).default(WAIVER_TEXT.selectAtLeastOne),
  signIn: z.object({ heading: text(200), body: text(600), button: text(60) }).default({
    heading: 'Sign in to continue',
    body: 'Sign in to your account to manage your services.',
    button: 'Sign in',
  }),
});

export type WaiverProps = z.output<typeof waiverPropsSchema>;

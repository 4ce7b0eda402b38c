import { z } from 'zod';
import { contentLinkSchema } from '../../components/content-link.ts';
import { MICROSITES_FORMS_PREFIX } from '@carrier/shared/forms';
import {
  DEFAULT_CANCEL_VALIDITY_DAYS,
  DEFAULT_RESTORE_VALIDITY_DAYS,
  MILITARY_REQUEST_TYPES,
  MILITARY_TEXT,
  SELF_SERVICE_PATHS,
} from '@carrier/shared/self-service';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** 000 §3: a question of a step record. `field` says which input it labels; `answers` is a comma-separated list. */
const questionSchema = z.object({
  field: text(60),
  question: text(300),
  header: optionalText(300),
  answers: optionalText(2000),
  date: z.boolean().optional(),
  attachment: z.boolean().optional(),
  fileDescription: optionalText(300),
});
export type MilitaryQuestion = z.infer<typeof questionSchema>;

/** 000 §3 military step record: heading, icon, questions. */
const stepSchema = z.object({
  heading: text(200),
  icon: optionalText(40),
  questions: z.array(questionSchema).max(20).default([]),
});

const screenSchema = z.object({ heading: text(200), text: text(1000) });

const messageKeys = Object.keys(MILITARY_TEXT) as [keyof typeof MILITARY_TEXT, ...(keyof typeof MILITARY_TEXT)[]];

/**
 * 000 §2 military form page data: the request type, the four step records (restore uses the first and the last),
 * windows, subjects, screens and messages. Messages default to the shared wording; texts may carry placeholders
 * ({firstName}, {user}, {last}, {email}, {phone}, {slid}).
 */
export const militaryPropsSchema = z.object({
  requestType: z.enum(MILITARY_REQUEST_TYPES),
  heading: text(200),
  greeting: text(200),
  description: optionalText(1000),
  accountLabel: text(100),
  profileApi: z.string().default(`${MICROSITES_FORMS_PREFIX}/${SELF_SERVICE_PATHS.profile}`),
  submitApi: z.string().default(`${MICROSITES_FORMS_PREFIX}/${SELF_SERVICE_PATHS.militaryWebform}`),
  steps: z.array(stepSchema).length(4),
  cancelValidity: z.number().int().min(0).max(365).default(DEFAULT_CANCEL_VALIDITY_DAYS),
  restoreValidity: z.number().int().min(0).max(365).default(DEFAULT_RESTORE_VALIDITY_DAYS),
  subjects: z.object({ terminateAll: text(200), holdAll: text(200), mix: text(200), restore: text(200) }),
  termsText: text(4000),
  termsLinkLabel: text(100).default('Read the terms and conditions'),
  labels: z
    .object({
      continue: text(60).default('Continue'),
      edit: text(60).default('Edit'),
      submit: text(60).default('Submit request'),
      submitting: text(60).default('Submitting…'),
      upcoming: text(60).default('Upcoming step'),
      completed: text(60).default('Completed'),
      dismiss: text(60).default('Dismiss'),
    })
    .default({
      continue: 'Continue',
      edit: 'Edit',
      submit: 'Submit request',
      submitting: 'Submitting…',
      upcoming: 'Upcoming step',
      completed: 'Completed',
      dismiss: 'Dismiss',
    }),
  /** The confirmation page, and where the customer can go next (links shown beside the request's reference). */
  confirmation: screenSchema.extend({ links: z.array(contentLinkSchema).max(4).default([]) }),
  emptyStates: z.object({
    noPrimaryEmail: screenSchema,
    noWirelessAccount: screenSchema,
    noServicesToRestore: screenSchema,
    noServicesToCancel: screenSchema,
  }),
  messages: z.partialRecord(z.enum(messageKeys), text(600)).default({}),
  signIn: z.object({ heading: text(200), body: text(600), button: text(60) }).default({
    heading: 'Sign in to continue',
    body: 'Sign in to your account to manage your wireless lines.',
    button: 'Sign in',
  }),
});

export type MilitaryProps = z.output<typeof militaryPropsSchema>;

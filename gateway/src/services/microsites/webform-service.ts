import { ErrorIds, REFERENCE_PREFIXES } from '@carrier/shared/core';
import { documentPathFor } from '@carrier/shared/content';
import { localIsoDate } from '@carrier/shared/core';
import {
  buildDefaultPayload,
  buildRetailerPayload,
  checkFormDefinition,
  FORM_LIMITS,
  isGenericFormType,
  defaultFormPayloadSchema,
  readDefaultPayload,
  readRetailerPayload,
  retailerFormPayloadSchema,
  validateForm,
  RETAILER_SUCCESS_CODE,
  type FieldValue,
  type FormDefinition,
} from '@carrier/shared/forms';
import { GENERIC_FORM_TEXT } from '@carrier/shared/forms';
import { HttpError } from '../../http-error.ts';
import type { Queryable } from '../../store/db.ts';
import { earlierRequest, storeOnce, submissionKey, type SubmissionSlot } from './submission-key.ts';
import { insertSubmission, knownOrganisationNames, pageDocumentsFor } from './webform-store.ts';

export interface SubmitInput {
  /** The request path the form was posted to (without query). */
  endpoint: string;
  pagePath: string;
  formId: string;
  body: unknown;
  userId: number | null;
  requestId: string;
  /** The form's submission key (Idempotency-Key header), when it sent one. */
  idempotencyKey?: string | undefined;
  now?: Date;
}

interface Stored {
  submissionId: string;
  reference: string;
  alreadyReceived: boolean;
}

export type SubmitResult =
  | ({ formType: 'default' } & Stored)
  | ({ formType: 'authorizedRetailerForm'; Result: { Code: string; Description: string } } & Stored);

interface FoundForm {
  definition: FormDefinition;
  locale: string;
  path: string;
}

/**
 * 002 §7: accepts a generic form submission only when it passes its stored definition again — the definition
 * comes from the page document in the store (page path + form id) — and stores it with a reference before
 * answering. The same submission sent again under its submission key answers the first one's reference.
 */
export async function submitForm(db: Queryable, input: SubmitInput): Promise<SubmitResult> {
  const { definition, locale, path } = await findForm(db, input.pagePath, input.formId);
  if (!definition.api || apiPath(definition.api) !== input.endpoint) {
    throw new HttpError(400, ErrorIds.formInvalid, `Form ${input.formId} does not submit to ${input.endpoint}.`);
  }
  const slot: SubmissionSlot = {
    table: 'form_submissions',
    prefix: REFERENCE_PREFIXES.form,
    userId: input.userId,
    key: submissionKey(input.idempotencyKey, {
      endpoint: input.endpoint,
      path,
      formId: input.formId,
      body: input.body,
    }),
  };
  const earlier = await earlierRequest(db, slot);
  if (earlier)
    return answer(definition, { submissionId: earlier.id, reference: earlier.reference, alreadyReceived: true });

  let values: Record<string, FieldValue>;
  let source: string;
  if (definition.formType === 'authorizedRetailerForm') {
    const body = retailerFormPayloadSchema.safeParse(input.body);
    if (!body.success)
      throw new HttpError(400, ErrorIds.validation, 'The form body is not an authorized retailer form.');
    values = readRetailerPayload(definition, body.data);
    source = body.data.source;
  } else {
    const body = defaultFormPayloadSchema.safeParse(input.body);
    if (!body.success)
      throw new HttpError(400, ErrorIds.validation, 'The form body needs CommonData, formdata … formdata5 and source.');
    values = readDefaultPayload(definition, body.data);
    source = body.data.source;
  }
  if (source !== definition.formName)
    throw new HttpError(400, ErrorIds.formInvalid, `source must be ${definition.formName}.`);
  // What is read from the body is the definition's fields only (other keys and lines are left behind); each is
  // bounded by its field's rules below, and the whole by what the default type's five strings carry.
  const chars = Object.values(values).reduce((n, v) => n + (typeof v === 'string' ? v.length : 0), 0);
  if (chars > FORM_LIMITS.submissionChars)
    throw new HttpError(
      400,
      ErrorIds.formInvalid,
      `${definition.invalidMsg ?? GENERIC_FORM_TEXT.invalid} (the answers hold more than ${FORM_LIMITS.submissionChars} characters)`,
    );

  const typeaheadIds = (definition.formData ?? [])
    .filter((f) => f.kind === 'typeAhead' || f.validationType?.typeahead)
    .map((f) => f.id);
  const known = await knownOrganisationNames(
    db,
    typeaheadIds.map((id) => values[id]).filter((v): v is string => typeof v === 'string' && v.trim() !== ''),
  );
  // The browser checked TODAY bounds in the user's calendar, which may be a day either side of the gateway's.
  const now = input.now ?? new Date();
  const checks = [0, -1, 1].map((days) =>
    validateForm(definition, values, {
      today: localIsoDate(new Date(now.getTime() + days * 86_400_000)),
      typeaheadSelected: (id) =>
        known.has(
          String(values[id] ?? '')
            .trim()
            .toLowerCase(),
        ),
    }),
  );
  const check = checks.find((c) => c.allValid) ?? checks[0]!;
  if (!check.allValid) {
    const first = check.invalidIds[0]!;
    const result = check.results[first];
    const why = result && !result.ok ? `${first}: ${result.message}` : first;
    throw new HttpError(400, ErrorIds.formInvalid, `${definition.invalidMsg ?? GENERIC_FORM_TEXT.invalid} (${why})`);
  }

  const receipt = await storeOnce(db, slot, (reference) =>
    insertSubmission(db, {
      endpoint: input.endpoint,
      pagePath: path,
      locale,
      formId: input.formId,
      formName: definition.formName,
      formType: definition.formType,
      // the body as the form would send these values: declared fields, the form's optional data, nothing else
      payload:
        definition.formType === 'authorizedRetailerForm'
          ? buildRetailerPayload(definition, values)
          : buildDefaultPayload(definition, values),
      values,
      userId: input.userId === null ? null : String(input.userId),
      requestId: input.requestId,
      reference,
      idempotencyKey: slot.key?.key ?? null,
      requestHash: slot.key?.hash ?? null,
    }),
  );
  return answer(definition, {
    submissionId: receipt.id,
    reference: receipt.reference,
    alreadyReceived: receipt.alreadyReceived,
  });
}

/** 002 §7: the authorized retailer form's answer carries Result (S0000 on success); the default form's does not. */
function answer(definition: FormDefinition, stored: Stored): SubmitResult {
  if (definition.formType === 'authorizedRetailerForm')
    return {
      formType: 'authorizedRetailerForm',
      ...stored,
      Result: { Code: RETAILER_SUCCESS_CODE, Description: 'Success' },
    };
  return { formType: 'default', ...stored };
}

async function findForm(db: Queryable, pageUrlPath: string, formId: string): Promise<FoundForm> {
  const { path, locale } = documentPathFor(pageUrlPath);
  for (const doc of await pageDocumentsFor(db, path, locale)) {
    const panels =
      (doc.document as { panels?: Array<{ components?: Array<{ type: string; id?: string; props?: unknown }> }> })
        .panels ?? [];
    for (const panel of panels) {
      for (const component of panel.components ?? []) {
        if (component.id !== formId || !isGenericFormType(component.type)) continue;
        const check = checkFormDefinition(component.props ?? {});
        if (!check.ok) {
          throw new HttpError(
            500,
            ErrorIds.contentInvalid,
            `The form ${formId} on ${path} is not valid: ${check.errors.join('; ')}`,
          );
        }
        return { definition: check.definition, locale: doc.locale, path };
      }
    }
  }
  throw new HttpError(404, ErrorIds.notFound, `There is no form ${formId} on ${path}.`);
}

/** The path part of a form's api URL ('/msapi/…/contactus?x=1' → '/msapi/…/contactus'). */
export function apiPath(api: string): string {
  return new URL(api, 'http://localhost').pathname.replace(/\/+$/, '');
}

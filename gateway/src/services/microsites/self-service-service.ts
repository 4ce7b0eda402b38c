import { createHash } from 'node:crypto';
import { isValidEmail, REFERENCE_PREFIXES } from '@carrier/shared/core';
import type { FastifyBaseLogger } from 'fastify';
import {
  checkMilitarySubmission,
  checkWaiverSubmit,
  MILITARY_TEXT,
  parseMilitaryFields,
  SELF_SERVICE_ERROR_IDS,
  subjectKind,
  UPLOAD_TYPES,
  type MilitaryFields,
  type WaiverSubmit,
} from '@carrier/shared/self-service';
import type { FileStore } from '../../files/file-store.ts';
import { cleanFileName } from '@carrier/shared/uploads';
import { judgeContent } from '../../files/content-judge.ts';
import type { FileKind } from '../../files/file-kinds.ts';
import { HttpError } from '../../http-error.ts';
import { enqueueMessage } from '../../outbox/store.ts';
import type { Db } from '../../store/db.ts';
import type { MilitaryUpload } from './receive-military.ts';
import {
  insertMilitaryRequest,
  insertRequestFile,
  insertWaiverRequest,
  loadProfile,
  militaryContentRules,
} from './self-service-store.ts';
import { earlierRequest, storeOnce, submissionKey, type Receipt, type SubmissionSlot } from './submission-key.ts';
import { militaryMailBody, waiverMailBody } from './team-mail.ts';

export interface Submitter {
  userId: number;
  username: string;
  requestId: string;
  /** The form's submission key (Idempotency-Key header), when it sent one. */
  idempotencyKey?: string | undefined;
}

export interface SubmitContext {
  db: Db;
  files: FileStore;
  teamAddress: string;
  now?: Date;
  /** Where a refused file's reason is logged (never its content). */
  log?: FastifyBaseLogger;
}

const notYours = () => new HttpError(403, SELF_SERVICE_ERROR_IDS.notYours, MILITARY_TEXT.notYourAccount);

/**
 * 000 §7 waiver submit: re-checked against the session customer's own services, then stored with its reference and
 * its team e-mail in one transaction before the reply. The same request sent again under its submission key answers
 * the first one's reference and stores and sends nothing.
 */
export async function submitWaiver(ctx: SubmitContext, who: Submitter, submit: WaiverSubmit): Promise<Receipt> {
  const slot: SubmissionSlot = {
    table: 'waiver_requests',
    prefix: REFERENCE_PREFIXES.waiver,
    userId: who.userId,
    key: submissionKey(who.idempotencyKey, submit),
  };
  const earlier = await earlierRequest(ctx.db, slot);
  if (earlier) return earlier;
  const profile = await loadProfile(ctx.db, who.userId);
  const check = checkWaiverSubmit(submit, profile.services);
  if (!check.ok) {
    if (check.key === 'notYourAccount') throw notYours();
    throw new HttpError(400, SELF_SERVICE_ERROR_IDS.invalid, MILITARY_TEXT.invalidRequest);
  }
  return ctx.db.transaction((tx) =>
    storeOnce(
      tx,
      slot,
      (reference) =>
        insertWaiverRequest(tx, {
          userId: who.userId,
          requestType: submit.requestType,
          accounts: submit.accounts,
          requestId: who.requestId,
          reference,
          idempotencyKey: slot.key?.key ?? null,
          requestHash: slot.key?.hash ?? null,
        }),
      ({ id, reference }) =>
        enqueueMessage(tx, {
          topic: 'waiver',
          sourceRef: `waiver_requests/${id}`,
          mailTo: ctx.teamAddress,
          subject: `Waiver request ${reference}: ${submit.requestType}`,
          body: waiverMailBody(reference, who, profile, submit),
        }),
    ),
  );
}

/** The gateway's "today" is UTC; a customer's may be a day either side, so date windows get a day of slack. */
const todayUtc = (now: Date) => now.toISOString().slice(0, 10);

/**
 * 000 §3, §5, §7 military webform: fields re-checked with the shared rules against the session customer's own
 * lines; for cancel the deployment orders are judged by their content alone, and the request, the file (under a
 * generated name), its record and its team e-mail are stored in one transaction before the reply says accepted.
 */
export async function submitMilitary(ctx: SubmitContext, who: Submitter, upload: MilitaryUpload): Promise<Receipt> {
  const fields = parseMilitaryFields(upload.fields);
  if (!fields) throw new HttpError(400, SELF_SERVICE_ERROR_IDS.invalid, MILITARY_TEXT.invalidRequest);
  const file = upload.file && !(upload.file.name === '' && upload.file.bytes.length === 0) ? upload.file : null;
  // What was sent: the text fields and the file's content (the same orders picked again after a reload hash the same).
  const sent = {
    fields: upload.fields,
    file: file && { name: file.name, sha256: createHash('sha256').update(file.bytes).digest('hex') },
  };
  const slot: SubmissionSlot = {
    table: 'military_requests',
    prefix: REFERENCE_PREFIXES.military,
    userId: who.userId,
    key: submissionKey(who.idempotencyKey, sent),
  };
  const earlier = await earlierRequest(ctx.db, slot);
  if (earlier) return earlier;
  const profile = await loadProfile(ctx.db, who.userId);
  // The account holder is the signed-in customer's own billing name, whatever the form sent.
  fields.accountHolderName =
    profile.user.billingFullName.trim() || `${profile.user.firstName} ${profile.user.lastName}`.trim();
  const content = await militaryContentRules(ctx.db);
  // 000 §5: the e-mail is the customer's own primary e-mail (none valid: the form shows its empty state instead)
  const primaryEmail = isValidEmail(profile.user.emailAddress) ? profile.user.emailAddress : '';
  const check = checkMilitarySubmission(fields, profile.services, {
    today: todayUtc(ctx.now ?? new Date()),
    slackDays: 1,
    primaryEmail,
    ...content,
  });
  if (!check.ok) {
    if (check.key === 'notYourAccount') throw notYours();
    throw new HttpError(400, SELF_SERVICE_ERROR_IDS.invalid, check.message);
  }

  const orders = fields.requestType === 'cancel' ? await checkOrders(file, ctx.log) : null;
  // the name the store gave the file, while the request that holds it may still fail to be stored
  let putName: string | null = null;
  try {
    return await ctx.db.transaction((tx) =>
      storeOnce(
        tx,
        slot,
        (reference) =>
          insertMilitaryRequest(tx, {
            userId: who.userId,
            requestType: fields.requestType,
            accountNumber: fields.accountNumber,
            accountHolderName: fields.accountHolderName.trim(),
            emailAddress: fields.emailAddress.trim(),
            subject: fields.subject.trim(),
            subjectKind: subjectKind(fields.requestType, fields.numbersToHold, fields.numbersToTerminate),
            fields: storedFields(fields),
            requestId: who.requestId,
            reference,
            idempotencyKey: slot.key?.key ?? null,
            requestHash: slot.key?.hash ?? null,
          }),
        async ({ id, reference }) => {
          let attached: AttachedOrders | null = null;
          if (orders) {
            // in the request's transaction: a request that is not stored leaves no file behind
            const put = await ctx.files.put(orders.bytes, tx);
            putName = put.storedName;
            attached = {
              ...put,
              kind: orders.kind,
              mediaType: orders.mediaType,
              // named by us, with the extension of the kind its content is (000 §5)
              fileName: `deployment-orders-${reference}.${orders.extension}`,
            };
            await insertRequestFile(tx, {
              requestId: id,
              storedName: attached.storedName,
              fileName: attached.fileName,
              // the customer's own name for it, kept as information only
              originalName: cleanFileName(orders.originalName, 200, 'orders'),
              kind: attached.kind,
              mediaType: attached.mediaType,
              sizeBytes: attached.sizeBytes,
              sha256: attached.sha256,
              description: (fields.serviceMemberInfo?.fileDescription ?? '').slice(0, 500),
            });
          }
          await enqueueMessage(tx, {
            topic: `military-${fields.requestType}`,
            sourceRef: `military_requests/${id}`,
            mailTo: ctx.teamAddress,
            subject: fields.subject.trim(),
            body: militaryMailBody(reference, who, fields, attached),
            // 000 §5: the deployment orders go with the e-mail, read from the files store when it is sent
            attachmentMilitaryFile: attached ? id : null,
          });
        },
      ),
    );
  } catch (err) {
    // a backend that could not write in the transaction kept the file: it must not outlive the request
    if (putName) await ctx.files.remove(putName).catch(() => undefined);
    throw err;
  }
}

/** The deployment orders as the team receives them: stored, with the kind found in the content and our name. */
export interface AttachedOrders {
  storedName: string;
  sizeBytes: number;
  sha256: string;
  kind: FileKind;
  mediaType: string;
  fileName: string;
}

/** 000 §5: the kinds the deployment orders may be, judged from the content. */
const ORDERS_KINDS: readonly FileKind[] = UPLOAD_TYPES.map((t) => t.kind);

const uploadRefused = (status: number, errorId: string, message: string) => new HttpError(status, errorId, message);

/**
 * 000 §5: required, not empty, within the limit, and content of an allowed kind (content-judge.ts): the customer's
 * file name and declared type are not asked. A ZIP or Word file is inspected before it is accepted.
 */
async function checkOrders(file: MilitaryUpload['file'], log: FastifyBaseLogger | undefined) {
  if (!file) throw uploadRefused(400, SELF_SERVICE_ERROR_IDS.uploadRequired, MILITARY_TEXT.upload);
  if (file.truncated) throw uploadRefused(413, SELF_SERVICE_ERROR_IDS.uploadTooLarge, MILITARY_TEXT.uploadSize);
  const judged = await judgeContent(file.bytes, ORDERS_KINDS);
  if (!judged.ok) {
    log?.info(
      { refusal: judged.refusal, detail: judged.detail, sizeBytes: file.bytes.length },
      'deployment orders refused',
    );
    if (judged.refusal === 'empty')
      throw uploadRefused(400, SELF_SERVICE_ERROR_IDS.uploadEmpty, MILITARY_TEXT.uploadEmpty);
    if (judged.refusal === 'archive')
      throw uploadRefused(422, SELF_SERVICE_ERROR_IDS.uploadArchive, MILITARY_TEXT.uploadArchive);
    throw uploadRefused(415, SELF_SERVICE_ERROR_IDS.uploadType, MILITARY_TEXT.uploadType);
  }
  return { ...judged, bytes: file.bytes, originalName: file.name };
}

function storedFields(f: MilitaryFields) {
  return {
    numbersToRestore: f.numbersToRestore,
    restoreServiceDate: f.restoreServiceDate,
    numbersToCancel: f.numbersToCancel,
    numbersToHold: f.numbersToHold,
    numbersToUnlock: f.numbersToUnlock,
    numbersToTerminate: f.numbersToTerminate,
    serviceMemberInfo: f.serviceMemberInfo,
    termsAndConditions: f.termsAndConditions,
  };
}

import { createHash } from 'node:crypto';
import { isValidEmail, REFERENCE_PREFIXES } from '@carrier/shared/core';
import {
  checkMilitarySubmission,
  checkWaiverSubmit,
  claimedUploadKind,
  MILITARY_TEXT,
  parseMilitaryFields,
  SELF_SERVICE_ERROR_IDS,
  subjectKind,
  UPLOAD_LIMIT_BYTES,
  UPLOAD_TYPES,
  validateDeploymentOrders,
  type MilitaryFields,
  type WaiverSubmit,
} from '@carrier/shared/self-service';
import type { FileStore, StoredFile } from '../../files/file-store.ts';
import { cleanFileName } from '@carrier/shared/uploads';
import { contentMatchesClaim, sniffUploadKind } from '../../files/sniff.ts';
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
 * lines; for cancel the deployment orders are checked by size, claimed type and content (magic bytes), written
 * under a generated name, and the request, its file record and its team e-mail are stored in one transaction
 * before the reply says accepted.
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

  let stored: (StoredFile & { kind: string; mediaType: string; originalName: string }) | null = null;
  if (fields.requestType === 'cancel') {
    const kind = await checkOrders(file);
    stored = {
      ...(await ctx.files.put(file!.bytes)),
      kind,
      mediaType: UPLOAD_TYPES.find((t) => t.kind === kind)!.mime,
      originalName: cleanFileName(file!.name, 200, 'orders'),
    };
  }
  try {
    const receipt = await ctx.db.transaction((tx) =>
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
          if (stored) {
            await insertRequestFile(tx, {
              requestId: id,
              storedName: stored.storedName,
              originalName: stored.originalName,
              kind: stored.kind,
              mediaType: stored.mediaType,
              sizeBytes: stored.sizeBytes,
              sha256: stored.sha256,
              description: (fields.serviceMemberInfo?.fileDescription ?? '').slice(0, 500),
            });
          }
          await enqueueMessage(tx, {
            topic: `military-${fields.requestType}`,
            sourceRef: `military_requests/${id}`,
            mailTo: ctx.teamAddress,
            subject: fields.subject.trim(),
            body: militaryMailBody(reference, who, fields, stored),
            // 000 §5: the deployment orders go with the e-mail, read from the files store when it is sent
            attachmentMilitaryFile: stored ? id : null,
          });
        },
      ),
    );
    // sent twice at once: the other send stored the request and its own file; this one's copy is not needed
    if (receipt.alreadyReceived && stored) await ctx.files.remove(stored.storedName).catch(() => undefined);
    return receipt;
  } catch (err) {
    // the request was not stored: its file must not outlive it
    if (stored) await ctx.files.remove(stored.storedName).catch(() => undefined);
    throw err;
  }
}

/** 000 §5: required, an allowed type, not empty, within the limit, and content that is what the name claims. */
async function checkOrders(file: MilitaryUpload['file']): Promise<string> {
  const rule = validateDeploymentOrders(
    file
      ? { name: file.name, type: file.mediaType, size: file.truncated ? UPLOAD_LIMIT_BYTES + 1 : file.bytes.length }
      : null,
  );
  if (!rule.ok) {
    const [status, errorId] =
      rule.key === 'uploadSize'
        ? [413, SELF_SERVICE_ERROR_IDS.uploadTooLarge]
        : rule.key === 'uploadType'
          ? [415, SELF_SERVICE_ERROR_IDS.uploadType]
          : rule.key === 'uploadEmpty'
            ? [400, SELF_SERVICE_ERROR_IDS.uploadEmpty]
            : [400, SELF_SERVICE_ERROR_IDS.uploadRequired];
    throw new HttpError(status, errorId, rule.message);
  }
  const claimed = claimedUploadKind({ name: file!.name, type: file!.mediaType })!;
  const sniffed = await sniffUploadKind(file!.bytes);
  if (!contentMatchesClaim(claimed, sniffed))
    throw new HttpError(415, SELF_SERVICE_ERROR_IDS.uploadType, MILITARY_TEXT.uploadType);
  return sniffed!;
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

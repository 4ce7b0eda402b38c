import { REFERENCE_PREFIXES } from '@carrier/shared/core';
import { ESCALATION_PRODUCTS, ESCALATION_TIME_ZONES, type EscalationPayload } from '@carrier/shared/escalation';
import { enqueueMessage } from '../../outbox/store.ts';
import type { Db } from '../../store/db.ts';
import { insertEscalationCase } from './escalation-store.ts';
import { earlierRequest, storeOnce, submissionKey, type Receipt, type SubmissionSlot } from './submission-key.ts';

export interface EscalationContext {
  db: Db;
  teamAddress: string;
}

export interface EscalationSender {
  userId: number | null;
  requestId: string;
  locale: string;
  idempotencyKey?: string | undefined;
}

/**
 * 002 §7 socialAdvocate: the case (already checked by the shared schema) is stored with its reference and its team
 * e-mail queued in one transaction, before the answer gives the reference as refId. The same case sent again under
 * its submission key answers the first one's reference and stores and sends nothing.
 */
export async function submitEscalation(
  ctx: EscalationContext,
  who: EscalationSender,
  payload: EscalationPayload,
): Promise<Receipt> {
  const slot: SubmissionSlot = {
    table: 'escalation_cases',
    prefix: REFERENCE_PREFIXES.escalation,
    userId: who.userId,
    key: submissionKey(who.idempotencyKey, payload),
  };
  const earlier = await earlierRequest(ctx.db, slot);
  if (earlier) return earlier;
  return ctx.db.transaction((tx) =>
    storeOnce(
      tx,
      slot,
      (reference) =>
        insertEscalationCase(tx, {
          payload,
          locale: who.locale,
          userId: who.userId,
          requestId: who.requestId,
          reference,
          idempotencyKey: slot.key?.key ?? null,
          requestHash: slot.key?.hash ?? null,
        }),
      ({ id, reference }) =>
        enqueueMessage(tx, {
          topic: 'escalation',
          sourceRef: `escalation_cases/${id}`,
          mailTo: ctx.teamAddress,
          subject: `Escalation ${reference}: ${payload.SUBJECT.trim() || 'Customer escalation'}`,
          body: escalationMailBody(reference, payload, who.locale),
        }),
    ),
  );
}

const label = (list: ReadonlyArray<{ value: string; en: string }>, value: string) =>
  list.find((item) => item.value === value)?.en ?? (value || '—');

/** The plain-text e-mail to the customer advocacy team; it starts with the reference the customer was shown. */
export function escalationMailBody(reference: string, p: EscalationPayload, locale: string): string {
  const wireless = p.PRODUCT_VALUE === 'wireless';
  return [
    `Escalation ${reference}`,
    `Reference: ${reference}`,
    `Subject: ${p.SUBJECT.trim() || '—'}`,
    `Customer: ${p.FIRST_NAME.trim()} ${p.LAST_NAME.trim()}`,
    `E-mail: ${p.EMAIL_ADDRESS.trim()}`,
    `Phone: ${p.PHONE_NUMBER.trim()}`,
    `Product: ${label(ESCALATION_PRODUCTS, p.PRODUCT_VALUE)}`,
    `${wireless ? 'Wireless number' : 'Account number'}: ${p.ACCOUNT_NUMBER.trim()}`,
    `Best time to contact: ${p.BESTTIME_TO_CONTACT}${p.TIME_ZONE ? ` (${label(ESCALATION_TIME_ZONES, p.TIME_ZONE)} time)` : ''}`,
    `Language: ${locale === 'es-us' ? 'Spanish' : 'English'}`,
    '',
    'Problem description:',
    p.ISSUE_DETAILS,
  ].join('\n');
}

import { WAIVER_TEXT } from './texts.ts';
import { fail, OK, type RuleResult } from '../core/result.ts';
import type { WaiverFormType } from './constants.ts';
import { productOptionsOf } from './friendly-names.ts';
import type { Service } from './index-types.ts';
import type { WaiverAccount, WaiverSubmit } from './schemas.ts';

/** 000 §3: the action each form type asks for; the default list may carry any of them. */
export const WAIVER_ACTIONS = ['resume', 'suspend', 'cancel', 'default'] as const;
const ACTION_OF: Record<WaiverFormType, (typeof WAIVER_ACTIONS)[number] | null> = {
  resume_service: 'resume',
  suspend_service: 'suspend',
  cancel_service: 'cancel',
  default: null,
};

/** The action a form type's accounts carry (null: any of WAIVER_ACTIONS). */
export function waiverActionFor(requestType: WaiverFormType): string | null {
  return ACTION_OF[requestType];
}

/** 000 §5: at least one changed service, else 'Please select atleast one service to proceed'. */
export function validateWaiverSelection(
  changedCount: number,
  message: string = WAIVER_TEXT.selectAtLeastOne,
): RuleResult {
  return changedCount > 0 ? OK : fail('selectAtLeastOne', message);
}

/** 000 §7: one account of the submit payload; ctn only for cancel and omitted when empty. */
export function waiverAccount(
  service: Pick<Service, 'product' | 'productOption' | 'productKey'>,
  action: string,
  ctns: readonly string[] = [],
): WaiverAccount {
  const account: WaiverAccount = {
    product: service.product,
    productOptions: productOptionsOf(service.productOption),
    productKey: service.productKey,
    action,
  };
  if (action === 'cancel' && ctns.length > 0) account.ctn = [...ctns];
  return account;
}

/**
 * The gateway's re-check of a waiver submit against the session customer's services: each productKey must be one
 * of theirs with the same product, each option one of that service's, each ctn one of its lines, and the action the
 * form type's. 'notYourAccount' means another customer's data was named (refused as forbidden).
 */
export function checkWaiverSubmit(submit: WaiverSubmit, services: readonly Service[]): RuleResult {
  const expected = waiverActionFor(submit.requestType);
  for (const account of submit.accounts) {
    const service = services.find((s) => s.productKey === account.productKey);
    if (!service || service.product !== account.product) return fail('notYourAccount', 'notYourAccount');
    const lines = new Set(service.ctn.map((l) => l.ctn));
    if ((account.ctn ?? []).some((c) => !lines.has(c))) return fail('notYourAccount', 'notYourAccount');
    const options = new Set(productOptionsOf(service.productOption));
    if (account.productOptions.some((o) => !options.has(o))) return fail('productOptions', 'productOptions');
    if (expected ? account.action !== expected : !(WAIVER_ACTIONS as readonly string[]).includes(account.action)) {
      return fail('action', 'action');
    }
    if (account.ctn && account.action !== 'cancel') return fail('ctn', 'ctn');
  }
  const keys = submit.accounts.map((a) => a.productKey);
  if (new Set(keys).size !== keys.length) return fail('duplicate', 'duplicate');
  return OK;
}

import { waiverAccount, type WaiverFormType, type WaiverSubmit } from '@carrier/shared/self-service';
import type { WaiverItem } from './waiver-item.ts';

/** 000 §7: the submit body, one account per ticked service (cancel adds its lines as ctn, omitted when empty). */
export function waiverPayload(formType: WaiverFormType, items: readonly WaiverItem[]): WaiverSubmit {
  return {
    requestType: formType,
    accounts: items.filter((i) => i.changed).map((i) => waiverAccount(i, i.action, i.linesToCancel ?? [])),
  };
}

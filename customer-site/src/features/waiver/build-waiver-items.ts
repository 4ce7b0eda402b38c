import {
  friendlyEntry,
  friendlyName,
  isCancelableLine,
  waiverActionFor,
  type FriendlyNameEntry,
  type Service,
  type WaiverFormType,
} from '@carrier/shared/self-service';
import type { WaiverItem } from './waiver-item.ts';

/**
 * The accordion's items: each profile service that the friendly-name config describes and displays, with its
 * friendly name (UVERSE options joined by ' + '), description, charges and selection notes from the config.
 */
export function buildWaiverItems(
  services: readonly Service[],
  config: readonly FriendlyNameEntry[],
  formType: WaiverFormType,
): WaiverItem[] {
  const action = waiverActionFor(formType) ?? 'default';
  const items: WaiverItem[] = [];
  for (const service of services) {
    const entry = friendlyEntry(service, config);
    if (!entry) continue;
    const item: WaiverItem = {
      action,
      name: friendlyName(service, config),
      product: service.product,
      productKey: service.productKey,
      productOption: service.productOption,
      accountNumber: service.accountNumber,
      description: entry.description?.text ?? '',
      charges: entry.charges?.text ?? '',
      selectionNotes: entry.selectionNotes?.text ?? '',
      changed: false,
    };
    if (action === 'cancel') item.linesToCancel = service.ctn.filter(isCancelableLine).map((l) => l.ctn);
    items.push(item);
  }
  return items;
}

import type { Db } from '../../store/db.ts';
import { insertCheckin, lockOrder, type NewCheckin } from './store.ts';

/** An order not ready for pickup yet: the pickup system's own word, which the page shows as an error (002 §4). */
export const ORDER_NOT_READY = 'ORDERNOTREADY';

/**
 * 002 §4, §7 the pickup system's answer to a check-in, from the order in the store:
 * - no such order at this store: ORDERNOTFOUND;
 * - picked up or canceled (CANCELLED, or Canceled as older orders spell it): that status;
 * - not ready yet (PROCESSING): ORDERNOTREADY;
 * - ready or being picked up: that status, or NOTIFICATIONNOTSENT when the store's associates cannot be notified.
 */
export function checkinOutcome(
  order: { storeId: string; status: string; notificationsEnabled: boolean } | null,
  storeId: string,
): string {
  if (!order || order.storeId.toUpperCase() !== storeId.toUpperCase()) return 'ORDERNOTFOUND';
  if (order.status === 'PROCESSING') return ORDER_NOT_READY;
  if (order.status === 'READYFORCUSTOMERPICKUP' || order.status === 'BEINGPICKEDUP')
    return order.notificationsEnabled ? order.status : 'NOTIFICATIONNOTSENT';
  return order.status;
}

export type CheckinInput = Omit<NewCheckin, 'outcome'>;

/** Answers the check-in and stores it with its answer, whatever that was, in one transaction. */
export async function checkIn(db: Db, input: CheckinInput): Promise<string> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const outcome = checkinOutcome(order, input.storeId);
    await insertCheckin(tx, { ...input, storeId: order?.storeId ?? input.storeId, outcome });
    return outcome;
  });
}

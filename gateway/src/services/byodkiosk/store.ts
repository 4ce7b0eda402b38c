import type { Queryable } from '../../store/db.ts';

export interface PickupOrder {
  orderId: string;
  storeId: string;
  status: string;
  notificationsEnabled: boolean;
}

/** The order and whether its store's associates can be notified, locked until the check-in is stored. */
export async function lockOrder(db: Queryable, orderId: string): Promise<PickupOrder | null> {
  const { rows } = await db.query<{
    order_id: string;
    store_id: string;
    status: string;
    notifications_enabled: boolean;
  }>(
    `select o.order_id, o.store_id, o.status, s.notifications_enabled
       from pickup_orders o join pickup_stores s using (store_id)
      where o.order_id = $1 for update of o`,
    [orderId],
  );
  const r = rows[0];
  return r
    ? { orderId: r.order_id, storeId: r.store_id, status: r.status, notificationsEnabled: r.notifications_enabled }
    : null;
}

export interface NewCheckin {
  orderId: string;
  storeId: string;
  source: 'curbside' | 'bopis';
  method: 'CAR' | 'STOREFRONT' | null;
  pickupInformation: string;
  vehicleType: string;
  vehicleColor: string;
  additionalInfo: string;
  notes: string;
  outcome: string;
  requestId: string;
}

export async function insertCheckin(db: Queryable, c: NewCheckin): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into curbside_checkins (order_id, store_id, source, checkin_method, pickup_information, vehicle_type,
       vehicle_color, additional_info, notes, outcome, request_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id::text`,
    [
      c.orderId,
      c.storeId,
      c.source,
      c.method,
      c.pickupInformation,
      c.vehicleType,
      c.vehicleColor,
      c.additionalInfo,
      c.notes,
      c.outcome,
      c.requestId,
    ],
  );
  return rows[0]!.id;
}

export interface WaitingCustomer {
  orderId: string;
  customerName: string;
  method: string | null;
  pickupInformation: string;
  vehicle: string;
  notes: string;
  checkedInAt: string;
}

/** A store associate's view: who has checked in at this store and is waiting for an order not yet handed over. */
export async function waitingAt(db: Queryable, storeId: string): Promise<WaitingCustomer[]> {
  const { rows } = await db.query<{
    order_id: string;
    customer_name: string;
    checkin_method: string | null;
    pickup_information: string;
    vehicle: string;
    notes: string;
    checked_in_at: Date | string;
  }>(
    `select c.order_id, o.customer_name, c.checkin_method, c.pickup_information,
            trim(c.vehicle_color || ' ' || c.vehicle_type) as vehicle, c.notes, c.checked_in_at
       from curbside_checkins c join pickup_orders o using (order_id)
      where c.store_id = $1 and c.outcome in ('READYFORCUSTOMERPICKUP', 'BEINGPICKEDUP')
        and o.status in ('READYFORCUSTOMERPICKUP', 'BEINGPICKEDUP')
      order by c.checked_in_at, c.id`,
    [storeId],
  );
  return rows.map((r) => ({
    orderId: r.order_id,
    customerName: r.customer_name,
    method: r.checkin_method,
    pickupInformation: r.pickup_information,
    vehicle: r.vehicle,
    notes: r.notes,
    checkedInAt: new Date(r.checked_in_at).toISOString(),
  }));
}

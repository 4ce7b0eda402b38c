import type { Queryable } from '../../store/db.ts';

export interface CartLine {
  itemType: 'productOffering' | 'bundledProductOffering' | 'productOfferingGroupOption';
  offerId: string;
  name: string;
  monthly: number;
  oneTime: number;
}

export async function insertCart(
  db: Queryable,
  cart: {
    cartId: string;
    addressId: string;
    fullAddress: string;
    source: string | null;
    payload: unknown;
    lines: CartLine[];
  },
): Promise<void> {
  await db.query(
    `insert into instant_on_carts (cart_id, address_id, full_address, source, payload, lines) values ($1, $2, $3, $4, $5, $6)`,
    [
      cart.cartId,
      cart.addressId,
      cart.fullAddress,
      cart.source,
      JSON.stringify(cart.payload),
      JSON.stringify(cart.lines),
    ],
  );
}

export interface CartRow {
  cart_id: string;
  address_id: string;
  full_address: string;
  source: string | null;
  lines: CartLine[];
  created_at: Date;
}

export async function findCart(db: Queryable, cartId: string): Promise<CartRow | null> {
  const { rows } = await db.query<CartRow>(
    `select cart_id, address_id, full_address, source, lines, created_at from instant_on_carts where cart_id = $1`,
    [cartId],
  );
  return rows[0] ?? null;
}

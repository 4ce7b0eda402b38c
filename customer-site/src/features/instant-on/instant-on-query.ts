/** 002 §2.6 the query parameters the instant-on page reads: RG_SN, source, ACC, address_id and a full address. */
export interface InstantOnQuery {
  rgSn: string | null;
  addressId: string | null;
  source: string | null;
  acc: string | null;
  /** the implicit full-address parameters, as one typed address ('line, city, ST zip') */
  fullAddress: string | null;
}

const clean = (value: string | null, max: number) => {
  const v = value?.trim() ?? '';
  return v && v.length <= max ? v : null;
};

export function readInstantOnQuery(search: string): InstantOnQuery {
  const q = new URLSearchParams(search);
  const line = clean(q.get('addressLine1') ?? q.get('address'), 200);
  const city = clean(q.get('city'), 100);
  const state = clean(q.get('state'), 2);
  const zip = clean(q.get('zip') ?? q.get('zipCode'), 10);
  return {
    rgSn: clean(q.get('RG_SN'), 40),
    addressId: clean(q.get('address_id'), 40),
    source: clean(q.get('source'), 60),
    acc: clean(q.get('ACC'), 40),
    fullAddress: line && city ? [line, city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') : null,
  };
}

/** The cart page with the source parameter carried (002 §4). */
export function cartHref(cartUrl: string, source: string | null): string {
  if (!source) return cartUrl;
  const url = new URL(cartUrl, 'https://site.invalid');
  url.searchParams.set('source', source);
  return url.pathname + url.search;
}

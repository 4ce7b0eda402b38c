import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  offerLegalResponseSchema,
  offerPaths,
  offerTileResponseSchema,
  referralResponseSchema,
  tileResponseSchema,
} from '@carrier/shared/offers';
import { customerOfferResponseSchema } from '@carrier/shared/discount-program';
import { startTestApp, type TestApp } from './support/app.ts';

/** 002 §2.5, §7, §8 the offers calls: tile (both paths), offertile, legal content, referral, customerOffer. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const TILE_PATHS = [offerPaths.tile(false), offerPaths.tile(true)];
const tile = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const offerIds = (body: unknown) =>
  tileResponseSchema.parse(body).content.map((tab) => tab.offers.map((o) => o.offerID));

describe('002 §7 POST …/offers/tile', () => {
  it('answers the default page’s tabs under both paths, offers by marketingPriority, one default tab', async () => {
    for (const url of TILE_PATHS) {
      const res = await tile(url, {});
      expect(res.statusCode, url).toBe(200);
      const body = tileResponseSchema.parse(res.json());
      expect(body.content.map((tab) => [tab.tabName, tab.default])).toEqual([
        ['Phones', false],
        ['Plans and more', true],
      ]);
      // dealer and campaign offers are left out of an ordinary request
      expect(offerIds(res.json())).toEqual([
        ['bogo-phone', 'tradein-800', 'accessories-25'],
        ['citibank', 'autopay-10', 'streaming-included', 'accessories-25'],
      ]);
      const citi = body.content[1]!.offers[0]!;
      expect(citi).toMatchObject({ offerType: 'partner', offerCategory: 'citi', cta: { label: 'Apply now' } });
      expect(citi.offerModal.legalModalPath).toBe(offerPaths.legal('citibank-card'));
    }
  });

  it('adds dealer offers for offerTypes dealer and a campaign’s offers for its idp-campaign-id', async () => {
    const dealer = await tile(TILE_PATHS[0]!, { offerTypes: 'dealer', dealerCode: 'D1234' });
    expect(offerIds(dealer.json())[0]).toEqual(['dealer-activation', 'bogo-phone', 'tradein-800', 'accessories-25']);
    const campaign = await tile(TILE_PATHS[0]!, {}, { 'idp-campaign-id': 'HKOP2026' });
    expect(offerIds(campaign.json())[0]).toEqual(['bogo-phone', 'hkop-double-data', 'tradein-800', 'accessories-25']);
  });

  it('answers in Spanish when Accept-Language asks for it, and names another page’s tabs', async () => {
    const res = await tile(TILE_PATHS[1]!, { pageId: 'SIGNATURE' }, { 'accept-language': 'es-US,es;q=0.9' });
    const body = tileResponseSchema.parse(res.json());
    expect(body.content.map((tab) => tab.tabName)).toEqual(['Ofertas Signature', 'Internet en casa']);
    expect(body.content[0]!.offers[0]!.tileHeading.heading).toBe(
      'Obtén un crédito de $200 con la tarjeta Carrier Rewards',
    );
    expect(res.headers.vary).toContain('Accept-Language');
  });

  it('answers an unknown page with an empty content list', async () => {
    const res = await tile(TILE_PATHS[0]!, { pageId: 'NO_SUCH_PAGE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ content: [] });
  });

  it('refuses bad bodies and headers with a clear 400, never a 500', async () => {
    for (const payload of [
      { pageId: '../../etc' },
      { offerTypes: 'everything' },
      { citiApplicationStatus: 'maybe' },
      { dealerCode: 'D'.repeat(33) },
      { deviceInfo: { skuId: 'S'.repeat(65) } },
    ]) {
      const res = await tile(TILE_PATHS[0]!, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ errorId: expect.any(String), message: expect.any(String), status: 400 });
    }
    const badCampaign = await tile(TILE_PATHS[0]!, {}, { 'idp-campaign-id': '<script>' });
    expect(badCampaign.statusCode).toBe(400);
  });

  it('is a public write: counted by the write throttle', async () => {
    const strict = await startTestApp({ PUBLIC_WRITES_PER_MINUTE: '2' });
    try {
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push((await strict.app.inject({ method: 'POST', url: TILE_PATHS[0]!, payload: {} })).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('002 §7 the content system’s offer content', () => {
  it('answers the shared offertile wording per language, a campaign’s over the general', async () => {
    const en = offerTileResponseSchema.parse((await get(offerPaths.offertile())).json());
    expect(en.content).toMatchObject({ partnerApplied: 'Offer applied', partnerInProgress: 'Offer in-progress' });
    const es = offerTileResponseSchema.parse((await get(offerPaths.offertile(), { 'accept-language': 'es' })).json());
    expect(es.content.partnerApplied).toBe('Oferta aplicada');
    const campaign = (await get(offerPaths.offertile(), { 'idp-campaign-id': 'HKOP2026' })).json();
    expect(campaign.content).toMatchObject({ sectionHeading: 'Your campaign offers', seeDetails: 'See details' });
  });

  it('answers an offer’s legal text under the feed key, 404 Error / No data found for an unknown one', async () => {
    const res = await get(offerPaths.legal('citibank-card'));
    expect(res.statusCode).toBe(200);
    const { feed } = offerLegalResponseSchema.parse(res.json());
    expect(feed.offerHeading).toBe('Carrier Rewards Card');
    expect(feed.longLegalText).toContain('subject to credit approval');
    const es = offerLegalResponseSchema.parse(
      (await get(offerPaths.legal('citibank-card'), { 'accept-language': 'es-US' })).json(),
    );
    expect(es.feed.longLegalStartText).toBe('Términos y condiciones de la oferta.');
    const missing = await get(offerPaths.legal('no-such-offer'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errorId: 'Error', message: 'No data found', status: 404 });
    expect((await get(`${offerPaths.legal('x')}%20or%201=1`)).statusCode).toBe(400);
  });
});

describe('002 §7 GET …/wireless-sales-eapi/v2/referral', () => {
  const websales = { appname: 'websales' };

  it('finds a referral by serial number or place id; initialize=true records the first opening once', async () => {
    const bySerial = await get(offerPaths.referral({ serialNumber: 'RG4401AX9921' }), websales);
    expect(bySerial.statusCode).toBe(200);
    const first = referralResponseSchema.parse(bySerial.json()).content;
    expect(first).toMatchObject({ referralId: 'REF-1001', referralCode: 'KESTREL50', status: 'initialized' });
    const again = referralResponseSchema.parse(
      (await get(offerPaths.referral({ serialNumber: 'RG4401AX9921' }), websales)).json(),
    ).content;
    expect(again.initializedAt).toBe(first.initializedAt);
    const look = await get('/msapi/salesapi/wireless-sales-eapi/v2/referral?placeId=PL-3007-114', websales);
    expect(referralResponseSchema.parse(look.json()).content).toMatchObject({
      status: 'available',
      initializedAt: null,
    });
  });

  it('answers 404 Error / No data found for an unknown key, and 400 for bad input or a missing appname', async () => {
    const missing = await get(offerPaths.referral({ placeId: 'PL-0000' }), websales);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errorId: 'Error', message: 'No data found', status: 404 });
    for (const [url, headers] of [
      [offerPaths.referral({ serialNumber: 'RG4401AX9921' }), {}],
      [offerPaths.referral({ serialNumber: 'RG4401AX9921' }), { appname: 'other' }],
      ['/msapi/salesapi/wireless-sales-eapi/v2/referral?initialize=true', websales],
      ['/msapi/salesapi/wireless-sales-eapi/v2/referral?serialNumber=RG4401AX9921&placeId=PL-3007-114', websales],
      ['/msapi/salesapi/wireless-sales-eapi/v2/referral?serialNumber=%27;drop', websales],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().status).toBe(400);
    }
  });
});

describe('002 §7 Signature hero: customerOffer?pageId=TOKENLANDER', () => {
  const heroUrl = (fanId: string) =>
    `/msapi/sales/websalesofferorchms/v1/offers/customerOffer?pageId=TOKENLANDER&offerType=signature&fanId=${fanId}&encrypted=true`;

  it('answers the banner with the FAN’s category and id, and its offers', async () => {
    for (const [fan, category] of [
      ['00012345', 'corporate'],
      ['00011493', 'education'],
      ['00057336', 'union'],
    ]) {
      const res = await get(heroUrl(fan!));
      expect(res.statusCode, fan).toBe(200);
      const { content } = customerOfferResponseSchema.parse(res.json());
      expect(content.banner).toMatchObject({ fanCategoryId: category, id: `SIG-${fan}` });
      expect(content.offers.length).toBeGreaterThan(0);
    }
  });

  it('answers in the language Accept-Language asks for, English when the FAN has no such content', async () => {
    const es = customerOfferResponseSchema.parse(
      (await get(heroUrl('00011493'), { 'accept-language': 'es-US' })).json(),
    );
    expect(es.content.banner.subHeading).toBe('Tu descuento Signature');
    expect(es.content.offers[0]!.offerHeading).toBe('15% de descuento en tu servicio inalámbrico mensual');
    const english = await get(
      '/msapi/sales/websalesofferorchms/v1/offers/customerOffer?pageId=UF&fanId=00012345&encrypted=true',
      { 'accept-language': 'es' },
    );
    expect(customerOfferResponseSchema.parse(english.json()).content.banner.heading).toBe('Signature Program');
  });

  it('answers a FAN without hero content 404 with the error code the hero falls back on', async () => {
    const res = await get(heroUrl('00041649'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'OFFER_NOT_FOUND', status: 404 });
  });

  it('is not served under the products-papi path', async () => {
    const res = await get(
      heroUrl('00012345').replace(
        '/msapi/sales/websalesofferorchms/v1',
        '/msapi/onlinesalesorchestration/products-papi/v1',
      ),
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('upstream mode for the offers prefixes', () => {
  let upstream: FastifyInstance;
  let switched: TestApp;
  const seen: string[] = [];
  beforeAll(async () => {
    upstream = Fastify();
    upstream.post('/msapi/onlinesalesorchestration/products-papi/v1/offers/tile', async (req) => {
      seen.push(req.url);
      return { content: [{ tabName: 'Upstream', default: true, offers: [] }] };
    });
    upstream.get('/msapi/salesapi/wireless-sales-eapi/v2/referral', async (req) => {
      seen.push(`${req.url} ${String(req.headers.appname)}`);
      return { content: { upstream: true } };
    });
    await upstream.listen({ host: '127.0.0.1', port: 0 });
    const address = upstream.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    switched = await startTestApp({
      UPSTREAMS: `/msapi/onlinesalesorchestration/products-papi/v1=${base},/msapi/salesapi/wireless-sales-eapi/v2=${base}`,
    });
  });
  afterAll(async () => {
    await switched.close();
    await upstream.close();
  });

  it('sends a switched prefix upstream, path and headers unchanged, and keeps the other embedded', async () => {
    const up = await switched.app.inject({ method: 'POST', url: TILE_PATHS[1]!, payload: {} });
    expect(up.json().content[0].tabName).toBe('Upstream');
    const referral = await switched.app.inject({
      method: 'GET',
      url: offerPaths.referral({ placeId: 'PL-3007-114' }),
      headers: { appname: 'websales' },
    });
    expect(referral.json()).toEqual({ content: { upstream: true } });
    expect(seen).toEqual([
      '/msapi/onlinesalesorchestration/products-papi/v1/offers/tile',
      '/msapi/salesapi/wireless-sales-eapi/v2/referral?initialize=true&placeId=PL-3007-114 websales',
    ]);
    const embedded = await switched.app.inject({ method: 'POST', url: TILE_PATHS[0]!, payload: {} });
    expect(offerIds(embedded.json())).toHaveLength(2);
  });
});

describe('the offers calls are in the OpenAPI document', () => {
  it('documents each offers route with its schema', async () => {
    const doc = (await get('/docs/json')).json();
    for (const [path, method] of [
      ['/msapi/sales/websalesofferorchms/v1/offers/tile', 'post'],
      ['/msapi/onlinesalesorchestration/products-papi/v1/offers/tile', 'post'],
      ['/msapi/idp-content-orchestration/v1/scms/shared/offers/offertile', 'get'],
      ['/msapi/idp-content-orchestration/v1/scms/shared/offers/legal/{legalId}', 'get'],
      ['/msapi/salesapi/wireless-sales-eapi/v2/referral', 'get'],
    ] as const) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags).toEqual(['offers']);
      expect(op.responses['200'], `${method} ${path}`).toBeDefined();
    }
  });
});

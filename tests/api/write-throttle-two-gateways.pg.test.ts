import { describe, expect, it } from 'vitest';
import { pageDocumentSchema } from '@carrier/shared/content';
import { buildDefaultPayload, formDefinitionSchema } from '@carrier/shared/forms';
import { freshDatabaseUrl, onPostgres, startTestApp } from './support/app.ts';
import { C1, WAIVER_URL } from './support/self-service.ts';
import { CONTACT_US_VALUES } from './support/forms.ts';

// The write throttle's counters live in the store: two gateways on one PostgreSQL refuse as one.
describe('two gateways on one PostgreSQL share the write throttle', () => {
  if (!onPostgres) throw new Error('this suite runs against a PostgreSQL server: set TEST_DATABASE_URL');

  it('per address and per customer, whichever gateway each write reaches', async () => {
    const databaseUrl = (await freshDatabaseUrl())!;
    const limits = { PUBLIC_WRITES_PER_MINUTE: '4', CUSTOMER_WRITES_PER_HOUR: '3' };
    const a = await startTestApp(limits, { databaseUrl });
    const b = await startTestApp(limits, { databaseUrl });
    try {
      const page = pageDocumentSchema.parse(
        (await a.app.inject({ method: 'GET', url: '/content/pages?path=/contact-us' })).json(),
      );
      const def = formDefinitionSchema.parse(
        page.panels.flatMap((p) => p.components).find((c) => c.id === 'contact-us-form')!.props,
      );
      const url = `${def.api}?pagePath=%2Fcontact-us&formId=contact-us-form`;
      const payload = buildDefaultPayload(def, { ...CONTACT_US_VALUES, message: 'Two gateways, one count.' });
      const stored = async () =>
        (await a.app.db.query<{ n: number }>('select count(*)::int as n from form_submissions')).rows[0]!.n;

      // four anonymous submits from one address, alternating gateways, then the fifth is refused by either
      for (let i = 0; i < 4; i++) {
        const gw = i % 2 === 0 ? a : b;
        const res = await gw.app.inject({ method: 'POST', url, remoteAddress: '198.51.100.70', payload });
        expect(res.statusCode, res.body).toBe(200);
      }
      const before = await stored();
      for (const gw of [a, b]) {
        const refused = await gw.app.inject({ method: 'POST', url, remoteAddress: '198.51.100.70', payload });
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ errorId: 'TOO_MANY_REQUESTS', status: 429 });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      expect(await stored()).toBe(before);

      // one customer's waivers from three addresses over both gateways: the fourth is refused
      const c1 = await a.login('customer1');
      const waiver = (gw: typeof a, address: string) =>
        gw.app.inject({
          method: 'POST',
          url: WAIVER_URL,
          remoteAddress: address,
          headers: { cookie: c1.cookie, 'x-csrf-token': c1.csrfToken },
          payload: {
            requestType: 'resume_service',
            accounts: [{ product: 'UVERSE', productOptions: ['INTERNET'], productKey: C1.uverseKey, action: 'resume' }],
          },
        });
      expect((await waiver(a, '192.0.2.81')).statusCode).toBe(200);
      expect((await waiver(b, '192.0.2.82')).statusCode).toBe(200);
      expect((await waiver(a, '192.0.2.83')).statusCode).toBe(200);
      const refused = await waiver(b, '192.0.2.84');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ errorId: 'TOO_MANY_REQUESTS', status: 429 });
    } finally {
      await a.close();
      await b.close();
    }
  });
});

import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { enrollmentPaths, type SoftAuthRequest } from '@carrier/shared/discount-program';

/** Captcha challenges small enough to solve in a test in a few milliseconds. */
export const TEST_CAPTCHA = { CAPTCHA_MAX_COUNTER: '200' };

/** Fixture customers of fixtures/README.md "Discount-program enrollment". */
export const FAN = '00012345';
export const ENROLLABLE = { wirelessNumber: '9725550101', ssn: '1111', accountZip: '75001', ban: '287243560101' };
export const ENROLLABLE_2 = { wirelessNumber: '9725550113', ssn: '1313', accountZip: '75013', ban: '287243560113' };
export const CONFLICT = { wirelessNumber: '9725550102', ssn: '2222', accountZip: '75002', ban: '287243560102' };
export const ENROLLED = {
  wirelessNumber: '9725550103',
  ssn: '3333',
  accountZip: '75003',
  ban: '287243560103',
  order: 'SIG2026011500000001',
};
export const APPRECIATION = { wirelessNumber: '9725550111', ssn: '1212', accountZip: '75011', ban: '287243560111' };
export const PREPAID = { wirelessNumber: '9725550112', ssn: '1414', accountZip: '75012', ban: '287243560112' };
/** Each error id and the fixture customer that answers it. */
export const BY_ERROR_ID: Array<[string, { wirelessNumber: string; ssn: string; accountZip: string }]> = [
  ['SIG-99104', { wirelessNumber: '9725550104', ssn: '4444', accountZip: '75004' }],
  ['SIG-90098', { wirelessNumber: '9725550105', ssn: '5555', accountZip: '75005' }],
  ['SIG-99107', { wirelessNumber: '9725550106', ssn: '6666', accountZip: '75006' }],
  ['SIG-99102', { wirelessNumber: '9725550107', ssn: '7777', accountZip: '75007' }],
  ['SIG-80001', { wirelessNumber: '9725550108', ssn: '8888', accountZip: '75008' }],
  ['SIG-80003', { wirelessNumber: '9725550109', ssn: '9999', accountZip: '75009' }],
  ['SIG-80013', { wirelessNumber: '9725550110', ssn: '1010', accountZip: '75010' }],
  ['SIG-80014', APPRECIATION],
  ['SIG-90094', PREPAID],
];
/** customer1's wireless account in focus; customer2's. */
export const CUSTOMER1_BAN = '287243510011';
export const CUSTOMER2_BAN = '287243520022';

/** Asks the gateway for a challenge and solves it as the widget would: the base64 JSON token it sends. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: enrollmentPaths.captchaChallenge() });
  if (res.statusCode !== 200) throw new Error(`captcha challenge: ${res.statusCode} ${res.body}`);
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export function cookiesOf(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
}

/** The cookie pair ('name=value') a reply set, for sending back. */
export function cookiePair(res: LightMyRequestResponse, name: string): string | undefined {
  return cookiesOf(res)
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0];
}

export async function softAuth(
  app: FastifyInstance,
  who: { wirelessNumber: string; ssn: string; accountZip: string },
  extra: Partial<SoftAuthRequest> & { sales?: boolean; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const { sales, headers, ...fields } = extra;
  return app.inject({
    method: 'POST',
    url: enrollmentPaths.softAuthentication(sales),
    headers,
    payload: {
      wirelessNumber: who.wirelessNumber,
      ssn: who.ssn,
      accountZip: who.accountZip,
      captchaToken: await solvedCaptcha(app),
      fanNumber: FAN,
      ...fields,
    },
  });
}

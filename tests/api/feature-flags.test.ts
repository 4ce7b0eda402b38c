import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';

/** 002 §6 flags named without a behaviour: each is a configuration variable, handed to the apps as configured. */
const NAMED_ONLY = {
  FLAG_V1_FLYOUT: 'v1Flyout',
  FLAG_BSSE_SIGNATURE: 'bsseSignature',
  FLAG_SIGNATURE_PROGRAM_GATING: 'signatureProgramGating',
  FLAG_DEVICE_TYPE_2_OEM_REDIRECT: 'deviceType2OemRedirect',
  FLAG_SIGNATURE_REDESIGN: 'signatureRedesign',
  FLAG_SIGNATURE_CHICLET_MENU: 'signatureChicletMenu',
} as const;

const started: TestApp[] = [];
async function flagsWith(env: Record<string, string>): Promise<Record<string, unknown>> {
  const t = await startTestApp({ FIXTURES: 'false', ...env });
  started.push(t);
  const res = await t.app.inject({ method: 'GET', url: '/config/flags' });
  expect(res.statusCode).toBe(200);
  return res.json();
}
afterAll(async () => {
  for (const t of started) await t.close();
});

describe('GET /config/flags and the 002 §6 flags', () => {
  it('has each named flag off by default, and on when its variable says so', async () => {
    const defaults = await flagsWith({});
    for (const key of Object.values(NAMED_ONLY)) expect(defaults[key], key).toBe(false);
    const on = await flagsWith(Object.fromEntries(Object.keys(NAMED_ONLY).map((name) => [name, 'true'])));
    for (const key of Object.values(NAMED_ONLY)) expect(on[key], key).toBe(true);
  });

  it('refuses a flag that is not true or false at start-up', async () => {
    await expect(startTestApp({ FIXTURES: 'false', FLAG_SIGNATURE_REDESIGN: 'maybe' })).rejects.toThrow(
      /FLAG_SIGNATURE_REDESIGN/,
    );
  });
});

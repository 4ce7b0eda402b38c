import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const productionCaptcha = { CAPTCHA_HMAC_KEY: 'k'.repeat(40) };

describe('configuration', () => {
  it('has working defaults for the embedded product', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toMatch(/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.upstreams).toEqual({});
    expect(c.flags).toEqual({
      newFanProfilesApi: false,
      newEmployeeAuthApi: false,
      fanProfileCloudApi: false,
      offersProductsApi: false,
      instantOnOffer: true,
      implicitFullAddressCheck: true,
      v1Flyout: false,
      bsseSignature: false,
      signatureProgramGating: false,
      deviceType2OemRedirect: false,
      signatureRedesign: false,
      signatureChicletMenu: false,
    });
    expect(c.addressValidationKey).toBeUndefined();
  });

  it('bounds request time: 30 s a request, 180 s an upload, 1 KiB/s over each 10 s window of a body', () => {
    expect(loadConfig({}).requestTime).toEqual({
      requestMs: 30_000,
      uploadRequestMs: 180_000,
      bodyIdleMs: 10_000,
      minBytesPerSecond: 1024,
    });
    const c = loadConfig({
      REQUEST_TIMEOUT_MS: '60000',
      UPLOAD_REQUEST_TIMEOUT_MS: '5000',
      BODY_MIN_BYTES_PER_SECOND: '0',
    });
    // an upload route never gets less time than any other
    expect(c.requestTime).toMatchObject({ requestMs: 60_000, uploadRequestMs: 60_000, minBytesPerSecond: 0 });
    expect(() => loadConfig({ BODY_IDLE_TIMEOUT_MS: '10' })).toThrow(/BODY_IDLE_TIMEOUT_MS/);
  });

  it('keeps team e-mail in the outbox unless SMTP_URL is set', () => {
    expect(loadConfig({}).mail).toEqual({
      smtpUrl: undefined,
      from: 'self-service@carrier.example',
      teamAddress: 'self-service-team@carrier.example',
      escalationTeamAddress: 'customer-advocacy@carrier.example',
      outboxPollMs: 10_000,
    });
    expect(loadConfig({ SMTP_URL: 'smtps://user:p%40ss@mail.example:465' }).mail.smtpUrl).toBe(
      'smtps://user:p%40ss@mail.example:465',
    );
  });

  it('reads where escalations are e-mailed and where BOPIS check-ins are posted (002 §2.7, §7)', () => {
    expect(loadConfig({}).curbside.bopisUrl).toBe('/msapi/byodkiosk/onlinePickup/bopis/checkin');
    const c = loadConfig({
      ESCALATION_TEAM_EMAIL: 'advocates@carrier.example',
      CURBSIDE_BOPIS_URL: 'https://pickup.carrier.example/checkin',
    });
    expect(c.mail.escalationTeamAddress).toBe('advocates@carrier.example');
    expect(c.curbside.bopisUrl).toBe('https://pickup.carrier.example/checkin');
    for (const bad of ['http://pickup.example/checkin', '//pickup.example', 'javascript:alert(1)'])
      expect(() => loadConfig({ CURBSIDE_BOPIS_URL: bad })).toThrow(/CURBSIDE_BOPIS_URL must be a site path/);
    expect(() => loadConfig({ ESCALATION_TEAM_EMAIL: 'advocates' })).toThrow(/ESCALATION_TEAM_EMAIL/);
  });

  it('honours PORT, DATA_DIR, DATABASE_URL, UPSTREAMS and flags', () => {
    const c = loadConfig({
      PORT: '9090',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h:5432/db',
      UPSTREAMS: '/msapi/salesapi/fanprofiles-papi/v1=http://10.1.2.3:8000/base/',
      FLAG_NEW_FAN_PROFILES_API: 'true',
    });
    expect(c.port).toBe(9090);
    expect(c.dataDir).toBe('/tmp/x');
    expect(c.databaseUrl).toBe('postgres://u@h:5432/db');
    expect(c.upstreams).toEqual({ '/msapi/salesapi/fanprofiles-papi/v1': 'http://10.1.2.3:8000/base' });
    expect(c.flags.newFanProfilesApi).toBe(true);
  });

  it("reads TRUST_PROXY as every hop, a hop count or the proxies' addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4' }).trustProxy).toBe('10.0.0.0/8,192.168.1.4');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(
      /^Invalid configuration: TRUST_PROXY: TRUST_PROXY must be/,
    );
  });

  it('reads the enrollment flags and the captcha settings, generating a captcha key outside production', () => {
    const defaults = loadConfig({});
    expect(defaults.enrollment).toEqual({
      salesApi: false,
      shieldSoftAuth: false,
      callToOrder: false,
      salesPhone: '1-800-555-0199',
    });
    expect(defaults.captcha.scriptUrl).toBe('/assets/vendor/altcha.js');
    expect(defaults.captcha.hmacKey.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({}).captcha.hmacKey).not.toBe(defaults.captcha.hmacKey);
    const set = loadConfig({
      ENROLLMENT_SALES_API: 'true',
      ENROLLMENT_CALL_TO_ORDER: '1',
      CAPTCHA_SCRIPT_URL: 'https://cdn.carrier.example/altcha/3.2.2/altcha.js',
      ...productionCaptcha,
    });
    expect(set.enrollment.salesApi).toBe(true);
    expect(set.enrollment.callToOrder).toBe(true);
    expect(set.captcha.scriptUrl).toBe('https://cdn.carrier.example/altcha/3.2.2/altcha.js');
    expect(set.captcha.hmacKey).toBe(productionCaptcha.CAPTCHA_HMAC_KEY);
  });

  it('builds links on PUBLIC_ORIGIN; outside production on its own address by default, and production needs it', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '9000' }).publicOrigin).toBe('http://localhost:9000');
    expect(loadConfig({ HOST: '::1' }).publicOrigin).toBe('http://[::1]:8080');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://www.carrier.example/' }).publicOrigin).toBe(
      'https://www.carrier.example',
    );
    expect(
      loadConfig({ ...productionCaptcha, NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.carrier.example' })
        .publicOrigin,
    ).toBe('https://www.carrier.example');
  });

  it.each([
    [{ NODE_ENV: 'production' }, /^Invalid configuration: PUBLIC_ORIGIN: required in production/],
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT: /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL: DATABASE_URL must start with postgres/],
    [{ UPSTREAMS: 'fanprofiles=nowhere' }, /^Invalid configuration: UPSTREAMS: UPSTREAMS entry "fanprofiles=nowhere"/],
    [{ FIXTURE_PASSWORD: 'short' }, /^Invalid configuration: FIXTURE_PASSWORD: FIXTURE_PASSWORD must be at least 8/],
    [{ NODE_ENV: 'staging' }, /^Invalid configuration: NODE_ENV: /],
    [{ FLAG_NEW_FAN_PROFILES_API: 'maybe' }, /^Invalid configuration: FLAG_NEW_FAN_PROFILES_API: /],
    [{ SMTP_URL: 'http://mail.example' }, /^Invalid configuration: SMTP_URL: SMTP_URL must be smtp:/],
    [{ SELF_SERVICE_TEAM_EMAIL: 'team' }, /^Invalid configuration: SELF_SERVICE_TEAM_EMAIL: /],
    [{ OUTBOX_POLL_MS: '-1' }, /^Invalid configuration: OUTBOX_POLL_MS: /],
    [
      { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.carrier.example' },
      /^Invalid configuration: CAPTCHA_HMAC_KEY: required in production/,
    ],
    [{ CAPTCHA_HMAC_KEY: 'short' }, /^Invalid configuration: CAPTCHA_HMAC_KEY: /],
    [{ CAPTCHA_SCRIPT_URL: 'http://cdn.example/altcha.js' }, /^Invalid configuration: CAPTCHA_SCRIPT_URL: /],
    [{ CAPTCHA_SCRIPT_URL: '//cdn.example/altcha.js' }, /^Invalid configuration: CAPTCHA_SCRIPT_URL: /],
    [{ ENROLLMENT_SALES_PHONE: 'call us' }, /^Invalid configuration: ENROLLMENT_SALES_PHONE: /],
    [{ ENROLLMENT_CALL_TO_ORDER: 'sometimes' }, /^Invalid configuration: ENROLLMENT_CALL_TO_ORDER: /],
  ])('stops on %o with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as Error).message).toMatch(message);
      expect((err as Error).message).not.toContain('\n');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for the embedded product', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toMatch(/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.upstreams).toEqual({});
    expect(c.flags).toEqual({ newFanProfilesApi: false, newEmployeeAuthApi: false, fanProfileCloudApi: false });
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
      outboxPollMs: 10_000,
    });
    expect(loadConfig({ SMTP_URL: 'smtps://user:p%40ss@mail.example:465' }).mail.smtpUrl).toBe(
      'smtps://user:p%40ss@mail.example:465',
    );
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

  it('builds links on PUBLIC_ORIGIN; outside production on its own address by default, and production needs it', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '9000' }).publicOrigin).toBe('http://localhost:9000');
    expect(loadConfig({ HOST: '::1' }).publicOrigin).toBe('http://[::1]:8080');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://www.carrier.example/' }).publicOrigin).toBe(
      'https://www.carrier.example',
    );
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.carrier.example' }).publicOrigin).toBe(
      'https://www.carrier.example',
    );
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

import { describe, expect, it } from 'vitest';
import { redactSecrets, redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('keeps a URL without secrets as it is', () => {
    expect(redactUrl('/msapi/x/v1/fan/details/00012345')).toBe('/msapi/x/v1/fan/details/00012345');
    expect(redactUrl('/a?source=fpt&returnurl=%2Fadmin%2F')).toBe('/a?source=fpt&returnurl=%2Fadmin%2F');
  });

  it('hides the value of a secret parameter, in any letter case', () => {
    expect(redactUrl('/fan/landing?iruToken=abc123&x=1')).toBe('/fan/landing?iruToken=[REDACTED]&x=1');
    expect(redactUrl('/fan/landing?IRUTOKEN=abc123')).toBe('/fan/landing?IRUTOKEN=[REDACTED]');
    expect(redactUrl('/p?password=hunter2')).toBe('/p?password=[REDACTED]');
  });

  it('hides it when the name is percent-encoded', () => {
    expect(redactUrl('/fan/landing?iru%54oken=abc123')).toBe('/fan/landing?iru%54oken=[REDACTED]');
  });

  it('hides a value that carries a secret parameter of its own', () => {
    expect(redactUrl('/signin?returnurl=%2Ffan%2Flanding%3FiruToken%3Dabc123')).toBe('/signin?returnurl=[REDACTED]');
    expect(redactUrl('/signin?returnurl=/fan/landing?iruToken=abc123')).toBe('/signin?returnurl=[REDACTED]');
  });

  it('copes with broken percent-encoding', () => {
    expect(redactUrl('/x?iruToken=%E0%A4%A')).toBe('/x?iruToken=[REDACTED]');
    expect(redactUrl('/x?q=%E0%A4%A')).toBe('/x?q=%E0%A4%A');
  });
});

describe('redactSecrets', () => {
  it('replaces passwords, tokens and the session headers in any value of a log line, and copies instead of changing', () => {
    const body = { username: 'reader', password: 'hunter22' };
    const req = { method: 'POST', headers: { cookie: 'sid=abc', 'x-csrf-token': 'tok', accept: '*/*' } };
    const line = {
      body,
      req,
      me: { csrfToken: 'c1' },
      link: { token: 't1' },
      res: { headers: { 'set-cookie': 'sid=x' } },
    };
    expect(redactSecrets(line)).toEqual({
      body: { username: 'reader', password: '[REDACTED]' },
      req: { method: 'POST', headers: { cookie: '[REDACTED]', 'x-csrf-token': '[REDACTED]', accept: '*/*' } },
      me: { csrfToken: '[REDACTED]' },
      link: { token: '[REDACTED]' },
      res: { headers: { 'set-cookie': '[REDACTED]' } },
    });
    expect(body.password).toBe('hunter22');
    expect(req.headers.cookie).toBe('sid=abc');
  });

  it('leaves a request or reply logged whole to its serializer (which never takes headers)', () => {
    class Request {
      headers = { cookie: 'sid=abc' };
      get url() {
        return '/healthz';
      }
    }
    const req = new Request();
    expect(redactSecrets({ req }).req).toBe(req);
  });

  it('passes a line without secrets through as it is', () => {
    const line = { req: { method: 'GET', url: '/healthz' }, responseTime: 1.5, msg: 'x' };
    expect(redactSecrets(line)).toBe(line);
  });
});

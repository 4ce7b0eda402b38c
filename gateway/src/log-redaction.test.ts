import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

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

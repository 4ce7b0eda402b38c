import { describe, expect, it } from 'vitest';
import { formatMessage } from './smtp.ts';
import { retryDelaySeconds } from './sender.ts';

describe('formatMessage', () => {
  const base = { from: 'a@carrier.example', to: 'team@carrier.example', subject: 'Hold all lines', body: 'one\n.two\nthree' };
  it('writes CRLF lines, dot-stuffs the body and ends with a lone dot', () => {
    const text = formatMessage(base, new Date('2026-02-20T10:00:00Z'));
    expect(text).toContain('Subject: Hold all lines\r\n');
    expect(text).toContain('Date: Fri, 20 Feb 2026 10:00:00 +0000\r\n');
    expect(text.endsWith('\r\n\r\none\r\n..two\r\nthree\r\n.\r\n')).toBe(true);
  });
  it('encodes a non-ASCII subject and never lets a line break into a header', () => {
    expect(formatMessage({ ...base, subject: 'Réservé' })).toContain(`Subject: =?UTF-8?B?${Buffer.from('Réservé').toString('base64')}?=`);
    expect(formatMessage({ ...base, subject: 'a\r\nBcc: x@y.example' })).toContain('Subject: a Bcc: x@y.example\r\n');
    expect(() => formatMessage({ ...base, to: 'x@y.example>\r\nRCPT TO:<z@w.example' })).toThrow();
  });
});

describe('retryDelaySeconds', () => {
  it('waits 30 s, doubling, at most an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });
});

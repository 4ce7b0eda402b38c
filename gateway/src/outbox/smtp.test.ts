import { describe, expect, it } from 'vitest';
import { smtpOptions } from './smtp.ts';
import { retryDelaySeconds } from './sender.ts';

describe('smtpOptions', () => {
  it('reads plain SMTP with its default port and no login', () => {
    expect(smtpOptions('smtp://mail.carrier.example')).toMatchObject({
      host: 'mail.carrier.example',
      port: 25,
      secure: false,
    });
    expect(smtpOptions('smtp://mail.carrier.example')).not.toHaveProperty('auth');
  });
  it('reads TLS from the start, a port and a login with escaped characters', () => {
    expect(smtpOptions('smtps://team%40carrier:p%3Ass@mail.carrier.example:2465')).toMatchObject({
      host: 'mail.carrier.example',
      port: 2465,
      secure: true,
      auth: { user: 'team@carrier', pass: 'p:ss' },
    });
  });
  it('never lets a message body reach the file system or the network', () => {
    expect(smtpOptions('smtp://mail.carrier.example')).toMatchObject({
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  });
});

describe('retryDelaySeconds', () => {
  it('waits 30 s, doubling, at most an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 3600, 3600]);
  });
});

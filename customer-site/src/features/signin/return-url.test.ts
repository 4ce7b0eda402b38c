import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url.ts';

describe('safeReturnUrl', () => {
  it.each([
    ['/self-service', '/self-service'],
    ['/es-us/self-service?tab=2#top', '/es-us/self-service?tab=2#top'],
    ['/a/../b', '/b'],
  ])('keeps the site path %s', (value, expected) => {
    expect(safeReturnUrl(value, '/')).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://elsewhere.example/x',
    '//elsewhere.example/x',
    '/\\elsewhere.example',
    '/\t/elsewhere.example',
    'javascript:alert(1)',
    'self-service',
    '/signin',
    '/es-us/signin/',
  ])('falls back for %s', (value) => {
    expect(safeReturnUrl(value, '/home')).toBe('/home');
  });
});

import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path.ts';

describe('sameSitePath', () => {
  it.each([
    ['/admin/', '/admin/'],
    ['/es-us/foo?x=1#top', '/es-us/foo?x=1#top'],
    ['/a/../b', '/b'],
  ])('keeps the site path %s', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/a\nb',
    'admin',
  ])('refuses %j', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});

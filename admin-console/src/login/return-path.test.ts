import { describe, expect, it } from 'vitest';
import { returnPathAfterLogin, returnUrlOf } from './return-path.ts';
describe('returnPathAfterLogin', () => {
  it('follows a same-site path under /admin, as a router path', () => {
    expect(returnPathAfterLogin('/admin/')).toBe('/');
    expect(returnPathAfterLogin('/admin')).toBe('/');
    expect(returnPathAfterLogin('/admin/fans?page=2#top')).toBe('/fans?page=2#top');
  });

  it('goes home without a returnurl', () => {
    expect(returnPathAfterLogin(null)).toBe('/');
    expect(returnPathAfterLogin('')).toBe('/');
  });

  it('ignores paths outside the console and the sign-in page itself', () => {
    expect(returnPathAfterLogin('/signin')).toBe('/');
    expect(returnPathAfterLogin('/administrator')).toBe('/');
    expect(returnPathAfterLogin('/admin/login?returnurl=/admin/')).toBe('/');
  });

  it('ignores other sites however they are spelled', () => {
    expect(returnPathAfterLogin('https://evil.example/admin/')).toBe('/');
    expect(returnPathAfterLogin('//evil.example/admin/')).toBe('/');
    expect(returnPathAfterLogin('/\\evil.example/admin/')).toBe('/');
    expect(returnPathAfterLogin('/\t/evil.example/admin/')).toBe('/');
    expect(returnPathAfterLogin('javascript:alert(1)')).toBe('/');
  });

  it('normalises dot segments before deciding', () => {
    expect(returnPathAfterLogin('/admin/../signin')).toBe('/');
    expect(returnPathAfterLogin('/admin/./fans')).toBe('/fans');
  });
});

describe('returnUrlOf', () => {
  it('prefers the returnurl query parameter', () => {
    expect(returnUrlOf('?returnurl=%2Fadmin%2Ffans', { nextPathname: '/fan-upload' })).toBe('/admin/fans');
  });

  it("reads the fan upload's target_url parameter too (002 §2.9)", () => {
    expect(returnUrlOf('?target_url=%2Fadmin%2Ffan-upload', { nextPathname: '/' })).toBe('/admin/fan-upload');
    expect(returnPathAfterLogin(returnUrlOf('?target_url=%2Fadmin%2Ffan-automation-form', null))).toBe(
      '/fan-automation-form',
    );
  });

  it("otherwise returns to the page requireAuth was guarding (react-admin's router state)", () => {
    expect(returnUrlOf('', { nextPathname: '/fan-upload', nextSearch: '' })).toBe('/admin/fan-upload');
    expect(returnUrlOf('', { nextPathname: '/fans', nextSearch: '?page=2' })).toBe('/admin/fans?page=2');
    expect(returnPathAfterLogin(returnUrlOf('', { nextPathname: '/fan-automation-form' }))).toBe(
      '/fan-automation-form',
    );
  });

  it('has nothing to return to without either, or with a state it cannot read', () => {
    expect(returnUrlOf('', null)).toBeNull();
    expect(returnUrlOf('', { nextPathname: 42 })).toBeNull();
    expect(returnUrlOf('', { nextPathname: '//evil.example/' })).toBeNull();
    expect(returnUrlOf('', { nextPathname: '/\\evil.example/' })).toBeNull();
    expect(returnUrlOf('', { nextPathname: 'fans' })).toBeNull();
  });
});

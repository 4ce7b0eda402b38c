import { describe, expect, it } from 'vitest';
import { returnPathAfterLogin } from './return-path.ts';


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

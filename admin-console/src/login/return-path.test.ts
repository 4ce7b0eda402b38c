import { describe, expect, it } from 'vitest';
import { returnPathAfterLogin } from './return-path.ts';

const origin = 'https://sales.carrier.example';

describe('returnPathAfterLogin', () => {
  it('follows a same-site path under /admin, as a router path', () => {
    expect(returnPathAfterLogin('/admin/', origin)).toBe('/');
    expect(returnPathAfterLogin('/admin', origin)).toBe('/');
    expect(returnPathAfterLogin('/admin/fans?page=2#top', origin)).toBe('/fans?page=2#top');
  });

  it('goes home without a returnurl', () => {
    expect(returnPathAfterLogin(null, origin)).toBe('/');
    expect(returnPathAfterLogin('', origin)).toBe('/');
  });

  it('ignores paths outside the console and the sign-in page itself', () => {
    expect(returnPathAfterLogin('/signin', origin)).toBe('/');
    expect(returnPathAfterLogin('/administrator', origin)).toBe('/');
    expect(returnPathAfterLogin('/admin/login?returnurl=/admin/', origin)).toBe('/');
  });

  it('ignores other sites however they are spelled', () => {
    expect(returnPathAfterLogin('https://evil.example/admin/', origin)).toBe('/');
    expect(returnPathAfterLogin('//evil.example/admin/', origin)).toBe('/');
    expect(returnPathAfterLogin('/\\evil.example/admin/', origin)).toBe('/');
    expect(returnPathAfterLogin('/\t/evil.example/admin/', origin)).toBe('/');
    expect(returnPathAfterLogin('javascript:alert(1)', origin)).toBe('/');
  });

  it('normalises dot segments before deciding', () => {
    expect(returnPathAfterLogin('/admin/../signin', origin)).toBe('/');
    expect(returnPathAfterLogin('/admin/./fans', origin)).toBe('/fans');
  });
});

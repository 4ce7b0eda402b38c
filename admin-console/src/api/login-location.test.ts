import { describe, expect, it } from 'vitest';
import { ApiFailure } from './api-failure.ts';
import { loginLocationOf, safeLoginLocation } from './login-location.ts';

const base = 'https://sales.carrier.example/admin/';
const unauthenticated = (location: string | null) =>
  new ApiFailure({ errorId: 'UNAUTHENTICATED', message: 'Sign in', status: 401 }, location);

describe('loginLocationOf', () => {
  it('returns the Location of a 401', () => {
    expect(loginLocationOf(unauthenticated('/admin/login?returnurl=%2Fadmin%2F'), base)).toBe(
      '/admin/login?returnurl=%2Fadmin%2F',
    );
    expect(loginLocationOf(unauthenticated('https://login.carrier.example/?target=x'), base)).toBe(
      'https://login.carrier.example/?target=x',
    );
  });

  it('ignores a 401 without Location, other statuses and other errors', () => {
    expect(loginLocationOf(unauthenticated(null), base)).toBeNull();
    expect(
      loginLocationOf(new ApiFailure({ errorId: 'FORBIDDEN', message: 'No', status: 403 }, '/admin/login'), base),
    ).toBeNull();
    expect(loginLocationOf(new Error('boom'), base)).toBeNull();
  });

  it('never follows a script URL', () => {
    expect(loginLocationOf(unauthenticated('javascript:alert(1)'), base)).toBeNull();
    expect(loginLocationOf(unauthenticated('data:text/html,hi'), base)).toBeNull();
  });
});

describe('safeLoginLocation', () => {
  it('keeps http(s) locations and drops scripts, blanks and nonsense', () => {
    expect(safeLoginLocation('/admin/login?target_url=%2Fadmin%2Ffan-upload', base)).toBe(
      '/admin/login?target_url=%2Fadmin%2Ffan-upload',
    );
    expect(safeLoginLocation('javascript:alert(1)', base)).toBeNull();
    expect(safeLoginLocation('', base)).toBeNull();
    expect(safeLoginLocation(null, base)).toBeNull();
    expect(safeLoginLocation('http://[::1', base)).toBeNull();
  });
});

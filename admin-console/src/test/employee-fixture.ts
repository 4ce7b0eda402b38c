import type { MeResponse } from '@carrier/shared/access';

/** A signed-in employee as /auth/me answers; tests override the roles, names or CSRF token they look at. */
export function employeeFixture(overrides: Partial<MeResponse> = {}): MeResponse {
  return {
    username: 'e1',
    displayName: 'Employee One',
    kind: 'employee',
    roles: ['read_fpt'],
    csrfToken: 'token-1',
    expiresAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

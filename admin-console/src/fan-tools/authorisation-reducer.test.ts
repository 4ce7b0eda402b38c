import { describe, expect, it } from 'vitest';
import { authorisationReducer, initialAuthorisationState, type AuthorisationAction } from './authorisation-reducer.ts';

const run = (action: AuthorisationAction) => authorisationReducer(initialAuthorisationState, action);

describe('authorisationReducer', () => {
  it('starts unauthorized and pending', () => {
    expect(initialAuthorisationState).toMatchObject({ status: 'unauthorized', pending: true, mode: null });
  });

  it('authorizes read_fpt as read mode', () => {
    expect(run({ type: 'verified', reply: { status: 'AUTHORIZED', roles: 'read_fpt', code: 200 } })).toEqual({
      status: 'authorized',
      pending: false,
      mode: 'read',
      loginLocation: null,
    });
  });

  it('lets write win when both roles are present', () => {
    const next = run({ type: 'verified', reply: { status: 'AUTHORIZED', roles: 'read_fpt, write_fpt', code: 200 } });
    expect(next).toMatchObject({ status: 'authorized', mode: 'write' });
  });

  it('treats AUTHORIZED without a fan-tool role as unauthorized', () => {
    const next = run({ type: 'verified', reply: { status: 'AUTHORIZED', roles: 'edit_fanUpload', code: 200 } });
    expect(next).toMatchObject({ status: 'unauthorized', pending: false, mode: null });
  });

  it('settles UNAUTHORIZED replies and HTTP 403 as unauthorized', () => {
    expect(run({ type: 'verified', reply: { status: 'UNAUTHORIZED', roles: '', code: 403 } })).toMatchObject({
      status: 'unauthorized',
      pending: false,
    });
    expect(run({ type: 'forbidden' })).toMatchObject({ status: 'unauthorized', pending: false });
  });

  it('keeps the login location for a redirect', () => {
    expect(run({ type: 'loginRequired', location: '/admin/login?returnurl=%2Fadmin%2F' })).toMatchObject({
      status: 'loginRedirect',
      pending: false,
      loginLocation: '/admin/login?returnurl=%2Fadmin%2F',
    });
  });

  it('settles anything else as error', () => {
    expect(run({ type: 'failed' })).toMatchObject({ status: 'error', pending: false, mode: null });
  });

  it('keeps the first answer', () => {
    const authorized = run({ type: 'verified', reply: { status: 'AUTHORIZED', roles: 'write_fpt', code: 200 } });
    expect(authorisationReducer(authorized, { type: 'failed' })).toBe(authorized);
  });
});

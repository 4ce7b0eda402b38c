import { describe, expect, it } from 'vitest';
import {
  initialUploadAuthorisation,
  uploadAuthorisationReducer,
  type UploadAuthorisationAction,
} from './upload-authorisation.ts';

const run = (action: UploadAuthorisationAction) => uploadAuthorisationReducer(initialUploadAuthorisation, action);

describe('uploadAuthorisationReducer (002 §4, §6 fan upload)', () => {
  it('starts pending', () => expect(initialUploadAuthorisation).toEqual({ status: 'pending', loginLocation: null }));

  it('authorizes AUTHORIZED with edit_fanUpload among the roles', () => {
    expect(
      run({ type: 'verified', reply: { status: 'AUTHORIZED', roles: 'read_fpt, edit_fanUpload', code: 200 } }).status,
    ).toBe('authorized');
  });

  it('refuses AUTHORIZED without edit_fanUpload, and UNAUTHORIZED', () => {
    expect(run({ type: 'verified', reply: { status: 'AUTHORIZED', roles: 'write_fpt', code: 200 } }).status).toBe(
      'unauthorized',
    );
    expect(
      run({ type: 'verified', reply: { status: 'UNAUTHORIZED', roles: 'edit_fanUpload', code: 403 } }).status,
    ).toBe('unauthorized');
  });

  it('maps 403, a login redirect and other failures', () => {
    expect(run({ type: 'forbidden' }).status).toBe('unauthorized');
    expect(run({ type: 'loginRequired', location: '/admin/login' })).toEqual({
      status: 'loginRedirect',
      loginLocation: '/admin/login',
    });
    expect(run({ type: 'failed' }).status).toBe('error');
  });

  it('keeps the first answer', () => {
    const authorized = run({ type: 'verified', reply: { status: 'AUTHORIZED', roles: 'edit_fanUpload', code: 200 } });
    expect(uploadAuthorisationReducer(authorized, { type: 'failed' })).toBe(authorized);
  });
});

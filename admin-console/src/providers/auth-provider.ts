import type { AuthProvider, UserIdentity } from 'react-admin';
import { loginRequestSchema, type MeResponse } from '@carrier/shared/access';
import { ErrorIds } from '@carrier/shared/core';
import { fanToolsText } from '@carrier/shared/fan-tools';
import { consoleText } from '../console-text.ts';
import { canAccessWith } from './access-policy.ts';
import { ApiFailure } from '../api/api-failure.ts';
import { saveDrafts } from '../api/drafts.ts';
import { apiFetch, clearSession, getSession, loadSession, setSession } from '../api/session.ts';

async function currentEmployee(): Promise<MeResponse | null> {
  return getSession() ?? (await loadSession());
}

/** react-admin v5 AuthProvider over the gateway's /auth routes. */
export const authProvider: AuthProvider = {
  /** POST /auth/login {username, password}: 200 MeResponse, or { errorId, message, status } whose message we show. */
  async login(params: { username?: unknown; password?: unknown }) {
    const credentials = loginRequestSchema.safeParse({ username: params.username, password: params.password });
    if (!credentials.success) {
      throw new Error(credentials.error.issues[0]?.message ?? fanToolsText.snag);
    }
    const response = await apiFetch('/auth/login', { method: 'POST', body: JSON.stringify(credentials.data) });
    const me = setSession(await response.json().catch(() => null));
    if (!me) throw new Error(consoleText.employeesOnly);
  },

  /** POST /auth/logout with x-csrf-token; a session that is already gone is not an error. */
  async logout() {
    try {
      if (getSession()) await apiFetch('/auth/logout', { method: 'POST' });
    } catch {
      // signed out either way
    } finally {
      clearSession();
    }
  },

  /** GET /auth/session: signed in or not (200 either way). Not being signed in is the normal way to reach the sign-in page. */
  async checkAuth() {
    const me = await loadSession();
    if (!me) throw { message: false };
  },

  /** A 401 from a data call means the session ended; a 403 only means this action is not allowed. */
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      saveDrafts();
      clearSession();
      throw { message: false };
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const me = await currentEmployee();
    if (!me) throw new ApiFailure({ errorId: ErrorIds.unauthenticated, message: 'Not signed in', status: 401 });
    return { id: me.username, fullName: me.displayName };
  },

  async getPermissions() {
    return (await currentEmployee())?.roles ?? [];
  },

  async canAccess(params) {
    return canAccessWith(await currentEmployee(), params);
  },
};

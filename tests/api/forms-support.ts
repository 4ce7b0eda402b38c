import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../gateway/src/app.ts';
import { loadConfig } from '../../gateway/src/config.ts';
import { seededStore, sessionCookieOf, FIXTURE_PASSWORD } from './support.ts';
import type {} from '../../gateway/src/plugins/store.ts';

/** The prefixes the form services answer under. */
export { MICROSITES_FORMS_PREFIX as FORMS_PREFIX, BUY_WIRELESS_PREFIX as AUTH_DETAILS_PREFIX } from '@carrier/shared/forms';

/** Like startTestApp, and also hands back the customer cookies a sign-in sets (002 §3, §6 sign-in helpers). */
export async function startFormsApp(): Promise<{ app: FastifyInstance; close(): Promise<void>; login(u: string): Promise<{ cookie: string; csrfToken: string; setCookies: string[] }> }> {
  const { dataDir, databaseUrl } = await seededStore();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  const app = await buildApp(config, { serveApps: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
    login: async (username) => {
      const res = await app.inject({ method: 'POST', url: '/auth/login', payload: { username, password: FIXTURE_PASSWORD } });
      if (res.statusCode !== 200) throw new Error(`login failed ${res.statusCode}`);
      const raw = res.headers['set-cookie'];
      const setCookies = Array.isArray(raw) ? raw : raw ? [raw] : [];
      return { cookie: sessionCookieOf(res)!, csrfToken: res.json().csrfToken as string, setCookies };
    },
  };
}

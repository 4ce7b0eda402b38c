import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_PAGE_PATHS, documentPathFor, type InitialData } from '@carrier/shared/content';
import { apiError, ErrorIds, SYSTEM_ERROR_MESSAGE } from '@carrier/shared/core';
import { HttpError } from '../../http-error.ts';
import { followCustomerSession } from '../auth/customer-cookies.ts';
import { toMe } from '../auth/service.ts';
import { frameFor } from '../content/frame-service.ts';
import { pageFor } from '../content/service.ts';

/** What a loader knows about the request: the app, the request and its reply, and the URL path asked for. */
export interface LoadContext {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  pathname: string;
}

type Loaders = { [K in keyof InitialData]-?: (ctx: LoadContext) => Promise<InitialData[K]> };

/**
 * The data a customer page is rendered with, one loader per key of the initial data (shared's initialDataSchema),
 * each calling its service directly, as the matching API route would. They run side by side for every page; a
 * loader answers undefined when its data does not belong on the page.
 *
 * A new loader: add the key and its schema to initialDataSchema in shared/src/content/initial-data.ts, its loader
 * here, and read it in the site with useInitialData('<key>') before the hook that would fetch it.
 */
const loaders: Loaders = {
  page: loadPage,
  session: loadSession,
  frame: loadFrame,
  viewport: loadViewport,
};

export async function loadInitialData(ctx: LoadContext): Promise<InitialData> {
  const keys = Object.keys(loaders) as Array<keyof InitialData>;
  const values = await Promise.all(keys.map((key) => loaders[key](ctx)));
  const data: Record<string, unknown> = {};
  keys.forEach((key, i) => {
    if (values[i] !== undefined) data[key] = values[i];
  });
  return data as InitialData;
}

/** GET /content/pages for the path: the document, or why not (404 not found, 500 invalid content or a failure). */
async function loadPage({ app, request, pathname }: LoadContext): Promise<InitialData['page']> {
  if (APP_PAGE_PATHS.includes(documentPathFor(pathname).path)) return undefined;
  try {
    return { path: pathname, result: { ok: true, document: await pageFor(app.db, pathname, request.log) } };
  } catch (err) {
    if (err instanceof HttpError) return { path: pathname, result: { ok: false, error: err.toJSON() } };
    request.log.error({ err }, 'loading the page document failed');
    return { path: pathname, result: { ok: false, error: apiError(ErrorIds.system, SYSTEM_ERROR_MESSAGE, 500) } };
  }
}

/** GET /auth/me: who is signed in, or null; like that call, a customer's sign-in helper cookies move on. */
async function loadSession({ app, request, reply }: LoadContext): Promise<InitialData['session']> {
  const session = await request.getSession();
  if (!session) return { me: null };
  await followCustomerSession(app, request, reply, session);
  return { me: toMe(session) };
}

/** GET /content/frame for the page's locale; a frame that cannot be loaded is left to the browser to try again. */
async function loadFrame({ app, request, pathname }: LoadContext): Promise<InitialData['frame']> {
  const { locale } = documentPathFor(pathname);
  try {
    return { locale, document: await frameFor(app.db, locale, request.log) };
  } catch (err) {
    if (!(err instanceof HttpError)) request.log.error({ err }, 'loading the site frame failed');
    return undefined;
  }
}

/** A phone's user agent says "Mobile" (Android and iOS browsers alike); iPads and desktops do not. */
const MOBILE_USER_AGENT = /\bMobile\b|\biPhone\b|\biPod\b/;

/** The client hint when the browser sends it (?1 on phones), else the user agent. */
async function loadViewport({ request }: LoadContext): Promise<InitialData['viewport']> {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (hint === '?1' || hint === '?0') return { mobile: hint === '?1' };
  return { mobile: MOBILE_USER_AGENT.test(request.headers['user-agent'] ?? '') };
}

/**
 * What every measured bench child shares: its messages to the parent over IPC, memory in MB, and the gateway's
 * memory sampling while the parent drives it over HTTP.
 */
import type { FastifyInstance } from 'fastify';
import { GATEWAY_NODE_OPTIONS } from '../../gateway/src/node-options.ts';
import { sessionCookieFrom } from '../support/session-cookie.ts';

/**
 * The Node options a bench child starts with, by its mode: a gateway as production starts it, every bare party with
 * Node's defaults (the library as it runs by default).
 */
export const childNodeOptions = (mode: string | undefined): readonly string[] =>
  mode === 'gateway' ? GATEWAY_NODE_OPTIONS : [];

export const send = (message: unknown) => new Promise<void>((resolve) => process.send!(message, () => resolve()));
export const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
/** The session cookie (name=value) among a sign-in's Set-Cookie headers (a known-device cookie may come first). */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const sid = sessionCookieFrom(setCookie);
  if (!sid) throw new Error('the sign-in set no session cookie');
  return sid;
}

/** process.resourceUsage().maxRSS is in kilobytes. */
export const maxRssMb = () => Math.round(process.resourceUsage().maxRSS / 1024);

/**
 * Samples this process's RSS every 10 ms from now on; when the parent says 'report', sends the RSS before, the
 * sampled peak and maxRSS, closes the app and exits.
 */
export function reportMemoryWhenAsked(app: FastifyInstance): void {
  global.gc?.();
  const rssBeforeMb = mb(process.memoryUsage().rss);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  process.on('message', async (message) => {
    if (message !== 'report') return;
    clearInterval(sampler);
    await send({ rssBeforeMb, sampledPeakMb: mb(peak), maxRssMb: maxRssMb() });
    await app.close();
    process.exit(0);
  });
}

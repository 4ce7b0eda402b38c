import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';

/** A cookie's attributes (RFC 6265bis), and how its value is encoded (URL-encoded unless said otherwise). */
export type CookieOptions = Omit<SetCookie, 'name' | 'value'> & { encode?: (value: string) => string };

declare module 'fastify' {
  interface FastifyRequest {
    /** A cookie the request carries; the Cookie header is read when a cookie is first asked for (most never are). */
    cookie(name: string): string | undefined;
  }
  interface FastifyReply {
    /**
     * Sets a cookie on this answer (SameSite=Lax unless said otherwise). Set again with the same name, domain and
     * path on the same answer, the last one wins.
     */
    setCookie(name: string, value: string, options?: CookieOptions): FastifyReply;
    /** Tells the browser to drop a cookie (the path and domain it was set with). */
    clearCookie(name: string, options?: CookieOptions): FastifyReply;
  }
}

const kCookies = Symbol('the cookies the request carries');
const kJar = Symbol('the cookies set on this answer');

interface CookieCarrier {
  [kCookies]: Record<string, string | undefined> | null;
}
interface CookieJar {
  [kJar]: Map<string, string> | null;
}

/**
 * Cookies, read and written with the `cookie` library. Each Set-Cookie header is written on the answer when it is
 * set, so no hook runs on the way out of every answer to write them; and a request reads its Cookie header only
 * when a route asks for a cookie.
 */
async function cookies(app: FastifyInstance) {
  app.decorateRequest(kCookies, null);
  app.decorateRequest('cookie', function cookie(this: FastifyRequest, name: string) {
    const carrier = this as unknown as CookieCarrier;
    const header = this.headers.cookie;
    const all = (carrier[kCookies] ??= header ? parseCookie(header) : {});
    return all[name];
  });

  app.decorateReply(kJar, null);
  app.decorateReply('setCookie', function setCookie(this: FastifyReply, name: string, value: string, options = {}) {
    const { encode, ...attributes } = options;
    const text = stringifySetCookie({ sameSite: 'lax', ...attributes, name, value }, encode ? { encode } : undefined);
    const jar = ((this as unknown as CookieJar)[kJar] ??= new Map());
    // what others put in Set-Cookie (an upstream's answer) stays; this answer's own cookies follow, the last set of each
    const own = new Set(jar.values());
    const current = this.getHeader('set-cookie');
    const others = (current === undefined ? [] : Array.isArray(current) ? current : [String(current)]).filter(
      (v) => !own.has(v),
    );
    jar.set(`${name};${attributes.domain ?? ''};${attributes.path ?? '/'}`, text);
    this.removeHeader('set-cookie');
    return this.header('set-cookie', [...others, ...jar.values()]);
  });
  app.decorateReply('clearCookie', function clearCookie(this: FastifyReply, name: string, options = {}) {
    return this.setCookie(name, '', { path: '/', ...options, expires: new Date(0), maxAge: 0 });
  });
}

export default fp(cookies, { name: 'cookies' });

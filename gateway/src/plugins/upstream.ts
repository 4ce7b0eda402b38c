import type { FastifyInstance } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { servicePolicyForPrefix } from '@carrier/shared/access';
import { apiError, ErrorIds } from '@carrier/shared/core';
import { ConfigError } from '../config.ts';

/** Headers that belong to this gateway's session and never travel upstream. */
const PRIVATE_HEADERS = ['cookie', 'x-csrf-token', 'authorization'];

/**
 * Sends one /msapi service prefix to its upstream base URL, after the same session and role checks as the
 * embedded service (access per request from the shared API policy). The path travels unchanged (an outside
 * service's, the part after the prefix: the policy marks those); the upstream
 * learns who is calling from x-authenticated-user and x-authenticated-roles.
 */
export async function registerUpstream(app: FastifyInstance, prefix: string, base: string): Promise<void> {
  const policy = servicePolicyForPrefix(prefix);
  if (!policy) {
    throw new ConfigError(`Invalid configuration: UPSTREAMS: ${prefix} is not a known /msapi service prefix`);
  }
  const url = new URL(base);
  const basePath = url.pathname.replace(/\/+$/, '');
  await app.register(httpProxy, {
    upstream: url.origin,
    prefix,
    // the carrier's API keeps its path; an outside service's path starts after the prefix (its base URL's own path)
    rewritePrefix: policy.upstreamDropsPrefix ? basePath : `${basePath}${prefix}`,
    config: { accessFromPolicy: true },
    http: { requestOptions: { timeout: app.config.upstreamTimeoutMs } },
    replyOptions: {
      // Cookies on this site are the gateway's alone (the session among them): an upstream cannot set or clear them.
      rewriteHeaders: (headers) => {
        const out = { ...headers };
        delete out['set-cookie'];
        return out;
      },
      rewriteRequestHeaders: (request, headers) => {
        const out: Record<string, unknown> = { ...headers };
        for (const h of PRIVATE_HEADERS) delete out[h];
        const session = (request as unknown as { sessionForUpstream?: { username: string; roles: string[] } })
          .sessionForUpstream;
        delete out['x-authenticated-user'];
        delete out['x-authenticated-roles'];
        if (session) {
          out['x-authenticated-user'] = session.username;
          out['x-authenticated-roles'] = session.roles.join(',');
        }
        out['x-request-id'] = request.id;
        // 002 §6: the address check's key is the gateway's to send (ADDRESS_VALIDATION_KEY); a browser's own never
        // travels there.
        if (policy.service === 'address-qualification') {
          delete out['x-api-key'];
          if (app.config.addressValidationKey) out['x-api-key'] = app.config.addressValidationKey;
        }
        return out as typeof headers;
      },
      onError: (reply, { error }) => {
        reply.request.log.warn({ err: { message: error.message }, prefix }, 'upstream failed');
        void reply
          .code(502)
          .send(apiError(ErrorIds.upstream, 'The service is not available right now. Please try again later.', 502));
      },
    },
    preHandler: async (request) => {
      const session = await request.getSession();
      if (session) {
        (request as unknown as { sessionForUpstream: unknown }).sessionForUpstream = {
          username: session.username,
          roles: session.roles,
        };
      }
    },
  });
}

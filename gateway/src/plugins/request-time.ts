import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorIds } from '@carrier/shared/core';
import type { Config } from '../config.ts';
import { HttpError } from '../http-error.ts';
import { toReply } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'upload': a file upload, whose body gets UPLOAD_REQUEST_TIMEOUT_MS instead of REQUEST_TIMEOUT_MS. */
    requestTime?: 'upload';
  }
}

/**
 * How long a client may take to send its request. A request whose body has not fully arrived is watched: it is cut
 * when the whole request takes longer than its route allows (REQUEST_TIMEOUT_MS, or UPLOAD_REQUEST_TIMEOUT_MS on
 * upload routes), or when, while the gateway is reading it, fewer than BODY_MIN_BYTES_PER_SECOND arrived over the
 * last BODY_IDLE_TIMEOUT_MS (nothing at all, or a trickle). A cut request is answered 408 in the one error shape
 * when the connection still takes an answer, and its connection is closed, which ends whatever was reading it.
 *
 * Progress is the socket's own byte count, so watching never touches the body stream. While nothing reads the
 * body (the gateway is busy before the handler, so the socket is paused), the idle window starts again: a client
 * is only held to the rate while it is being read. Node's own headersTimeout and requestTimeout (app.ts) stay as
 * the backstop for what never reaches a route.
 */
export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive. Check your connection and try again.';

/** After the 408 is handed over, how long a client that does not read it keeps its connection. */
const CLOSE_GRACE_MS = 2_000;

interface Watched {
  request: FastifyRequest;
  reply: FastifyReply;
  started: number;
  limitMs: number;
  /** (time, socket bytes read) while the body was being read, oldest first, spanning at most the idle window. */
  samples: Array<{ at: number; bytes: number }>;
}

const cutRequests = new WeakSet<FastifyRequest>();

/** True when this request's body was cut for taking too long: whatever failed while reading it is already answered. */
export function wasCut(request: FastifyRequest): boolean {
  return cutRequests.has(request);
}

function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  const socket = request.raw.socket;
  const close = () => socket.destroy();
  const grace = setTimeout(close, CLOSE_GRACE_MS);
  grace.unref();
  reply.raw.once('finish', () => {
    clearTimeout(grace);
    close();
  });
}

/** Cuts a request: the 408 through the normal error path where something reads the body, else answered here. */
function cut(w: Watched, reason: 'idle' | 'slow' | 'total', now: number): void {
  const { request, reply } = w;
  cutRequests.add(request);
  const socket = request.raw.socket;
  request.log.info({ reason, ms: now - w.started, bytesRead: socket.bytesRead }, 'request body too slow: cut');
  if (reply.sent || reply.raw.headersSent || !socket.writable) {
    socket.destroy();
    return;
  }
  const err = new HttpError(408, ErrorIds.requestTimeout, REQUEST_TIMEOUT_MESSAGE, { connection: 'close' });
  closeAfterAnswer(request, reply);
  // Whatever reads the body (Fastify's body reader, the multipart reader) listens for 'error' on the request and
  // fails with this error, which the route's error handling answers once; with no reader, the answer goes here.
  if (request.raw.listenerCount('error') > 0) request.raw.emit('error', err);
  else toReply(err, request, reply);
}

/** A body follows the headers only when they announce one (RFC 9112 §6.3): chunked, or a non-zero length. */
function hasBody(headers: FastifyRequest['headers']): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

async function requestTime(app: FastifyInstance, options: { config: Config['requestTime'] }) {
  const { requestMs, uploadRequestMs, bodyIdleMs, minBytesPerSecond } = options.config;
  const minBytesPerWindow = Math.max(1, Math.floor((minBytesPerSecond * bodyIdleMs) / 1000));
  const tickMs = Math.max(25, Math.min(1_000, Math.floor(bodyIdleMs / 4)));
  const watched = new Set<Watched>();
  let ticker: NodeJS.Timeout | null = null;

  const check = () => {
    const now = Date.now();
    for (const w of watched) {
      const raw = w.request.raw;
      if (raw.complete || raw.destroyed || w.reply.sent) {
        watched.delete(w);
        continue;
      }
      if (now - w.started > w.limitMs) {
        watched.delete(w);
        cut(w, 'total', now);
        continue;
      }
      if (raw.readableFlowing !== true) {
        // Nothing reads the body now: the gateway, not the client, is why no bytes arrive.
        w.samples.length = 0;
        continue;
      }
      const bytes = raw.socket.bytesRead;
      w.samples.push({ at: now, bytes });
      while (w.samples.length > 1 && now - w.samples[1]!.at >= bodyIdleMs) w.samples.shift();
      const first = w.samples[0]!;
      if (now - first.at >= bodyIdleMs && bytes - first.bytes < minBytesPerWindow) {
        watched.delete(w);
        cut(w, bytes === first.bytes ? 'idle' : 'slow', now);
      }
    }
    if (watched.size === 0 && ticker) {
      clearInterval(ticker);
      ticker = null;
    }
  };

  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    // Only a request with a body has anything left to arrive (Node's headersTimeout bounds the headers); injected
    // requests have no socket to watch.
    if (hasBody(raw.headers) && !raw.complete && typeof raw.socket?.bytesRead === 'number') {
      const limitMs = request.routeOptions.config.requestTime === 'upload' ? uploadRequestMs : requestMs;
      watched.add({ request, reply, started: Date.now(), limitMs, samples: [] });
      if (!ticker) {
        ticker = setInterval(check, tickMs);
        ticker.unref();
      }
    }
    done();
  });

  app.addHook('onClose', async () => {
    if (ticker) clearInterval(ticker);
    ticker = null;
    watched.clear();
  });
}

export default fp(requestTime, { name: 'request-time', dependencies: ['errors'] });

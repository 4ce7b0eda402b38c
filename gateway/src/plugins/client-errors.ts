import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { apiError, ErrorIds } from '@carrier/shared/core';
import { SECURITY_HEADERS } from './security-headers.ts';

/** What Node itself refuses before any request exists: headers over its limit, a request line it cannot parse, a timeout. */
function refusalFor(code: string | undefined): { status: number; errorId: string; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, errorId: ErrorIds.validation, message: 'The request headers are too large.' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, errorId: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' };
  return { status: 400, errorId: ErrorIds.validation, message: 'The request could not be read.' };
}

/**
 * Fastify's clientErrorHandler: Node's HTTP parser failed, so there is no request or reply, only the socket. The
 * answer is written on it by hand, in the one error shape and with the same security headers as every other answer,
 * and the connection is closed (what follows on it cannot be trusted to be a request).
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, errorId, message } = refusalFor(err.code);
  this.log.info({ err: { code: err.code }, status }, 'request refused before routing');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify(apiError(errorId, message, status));
  const headers = {
    ...SECURITY_HEADERS,
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
}

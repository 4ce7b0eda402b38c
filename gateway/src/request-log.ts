import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { redactUrl } from './log-redaction.ts';
import type { RequestLogger } from './request-logger.ts';

/** Where log lines go: the stream the gateway's logger writes to. */
export interface LogSink {
  write(line: string): unknown;
}

/**
 * The request log: one line per request, written when its answer is done, with the request (method, URL without
 * secrets, address), the status and the time taken, under the request's id. Fastify's default writes two lines per
 * request, the first before anything is known about the answer; one line says the same at about half the cost.
 *
 * A completed request's line is the line the gateway's logger would write for it (the same fields, in the same
 * order, into the same stream), put together here, with the time taken to the microsecond: the logger's general path
 * (serializers, the secrets formatter, the object walk) costs several times as much, on every request. Errors are
 * written through the logger, at error level, with the error.
 */
export class RequestLog extends LogController {
  /** @param sink the stream the gateway's logger writes to */
  constructor(private readonly sink: LogSink) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      const responseTime = Math.round(reply.elapsedTime * 1000) / 1000;
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
      return;
    }
    // the request's own logger decides, and gives its fields as it writes them (pid, hostname, reqId)
    const log = reply.log as unknown as RequestLogger;
    if (!log.isLevelEnabled('info')) return;
    // pino leaves out an undefined address
    const address = request.ip === undefined ? '' : `,"remoteAddress":${this.addressJson(request.ip)}`;
    this.sink.write(
      `{"level":${pino.levels.values.info},"time":${Date.now()}${log.chindings()},` +
        `"req":{"method":${jsonString(request.method)},"url":${jsonString(redactUrl(request.url))}${address}},` +
        `"res":{"statusCode":${reply.statusCode}},"responseTime":${millisecondsJson(reply.elapsedTime)},` +
        `"msg":"request completed"}\n`,
    );
  }

  /** The last address written, as JSON: a connection's requests come from one address. */
  private lastAddress = '';
  private lastAddressJson = '""';
  private addressJson(address: string): string {
    if (address !== this.lastAddress) {
      this.lastAddress = address;
      this.lastAddressJson = jsonString(address);
    }
    return this.lastAddressJson;
  }
}

/** What a JSON string cannot hold as it is: a quote, a backslash, a control character, a surrogate (paired or not). */
const NEEDS_ESCAPING = /["\\\u0000-\u001f\ud800-\udfff]/;

/**
 * A string as JSON, as JSON.stringify writes it: quoted as it is when nothing in it needs escaping (a method, a URL
 * as Node reads it, an address, an id), which costs a fraction of JSON.stringify's general path.
 */
export function jsonString(text: string): string {
  return NEEDS_ESCAPING.test(text) ? JSON.stringify(text) : `"${text}"`;
}

/**
 * A time taken, in milliseconds, as the request log writes it: to the microsecond (a timer's further digits say
 * nothing), put together from whole numbers, which costs a fraction of writing out every digit of a double; null
 * when not a finite number, as pino writes it.
 */
export function millisecondsJson(ms: number): string {
  if (!Number.isFinite(ms)) return 'null';
  const micros = Math.round(Math.max(0, ms) * 1000);
  const whole = Math.trunc(micros / 1000);
  const fraction = micros - whole * 1000;
  return `${whole}.${fraction < 10 ? '00' : fraction < 100 ? '0' : ''}${fraction}`;
}

import os from 'node:os';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './log-redaction.ts';

/** Where log lines go: the stream the gateway's logger writes to. */
export interface LogSink {
  write(line: string): unknown;
}

/** pino's info level, as its lines carry it. */
const INFO = 30;

/**
 * The request log: one line per request, written when its answer is done, with the request (method, URL without
 * secrets, address), the status and the time taken, under the request's id. Fastify's default writes two lines per
 * request, the first before anything is known about the answer; one line says the same at about half the cost.
 *
 * A completed request's line is the line the gateway's logger would write for it (the same fields, in the same
 * order, into the same stream), put together here: the logger's general path (serializers, the secrets formatter,
 * the object walk) costs several times as much, on every request. Errors are written through the logger, at error
 * level, with the error.
 */
export class RequestLog extends LogController {
  /** The logger's own fields of every line: its process id and host name. */
  readonly #base = `"pid":${process.pid},"hostname":${JSON.stringify(os.hostname())}`;

  /**
   * @param sink the stream the gateway's logger writes to
   * @param level the logger's level, as a number (pino's `levels.values`; Infinity when silent)
   */
  constructor(
    private readonly sink: LogSink,
    private readonly level: number,
  ) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    if (this.level > INFO) return;
    // the fields pino would leave out (undefined) or write as null (not a finite number) are left out or null here
    const address = request.ip === undefined ? '' : `,"remoteAddress":${JSON.stringify(request.ip)}`;
    const time = reply.elapsedTime;
    this.sink.write(
      `{"level":${INFO},"time":${Date.now()},${this.#base},"reqId":${JSON.stringify(request.id)},` +
        `"req":{"method":${JSON.stringify(request.method)},"url":${JSON.stringify(redactUrl(request.url))}${address}},` +
        `"res":{"statusCode":${reply.statusCode}},"responseTime":${Number.isFinite(time) ? time : null},` +
        `"msg":"request completed"}\n`,
    );
  }
}

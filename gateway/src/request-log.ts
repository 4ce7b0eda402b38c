import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { redactUrl } from './log-redaction.ts';

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
 * order, into the same stream), put together here: the logger's general path (serializers, the secrets formatter,
 * the object walk) costs several times as much, on every request. Errors are written through the logger, at error
 * level, with the error.
 */
export class RequestLog extends LogController {
  /** @param sink the stream the gateway's logger writes to */
  constructor(private readonly sink: LogSink) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
      return;
    }
    // the request's own logger decides, and gives its fields as it writes them (pid, hostname, reqId)
    const log = reply.log as pino.Logger & Record<typeof pino.symbols.chindingsSym, string>;
    if (!log.isLevelEnabled('info')) return;
    // the fields pino would leave out (undefined) or write as null (not a finite number) are left out or null here
    const address = request.ip === undefined ? '' : `,"remoteAddress":${JSON.stringify(request.ip)}`;
    const time = reply.elapsedTime;
    this.sink.write(
      `{"level":${pino.levels.values.info},"time":${Date.now()}${log[pino.symbols.chindingsSym]},` +
        `"req":{"method":${JSON.stringify(request.method)},"url":${JSON.stringify(redactUrl(request.url))}${address}},` +
        `"res":{"statusCode":${reply.statusCode}},"responseTime":${Number.isFinite(time) ? time : null},` +
        `"msg":"request completed"}\n`,
    );
  }
}

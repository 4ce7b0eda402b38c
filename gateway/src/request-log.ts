import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The request log: one line per request, written when its answer is done, with the request (method, URL without
 * secrets, address), the status and the time taken, under the request's id. Fastify's default writes two lines per
 * request, the first before anything is known about the answer; one line says the same at about half the cost.
 * Errors are written at error level, with the error.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

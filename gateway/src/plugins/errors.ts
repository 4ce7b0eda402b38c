import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiError, ErrorIds, isSpecText, SYSTEM_ERROR_MESSAGE } from '@carrier/shared/core';
import { HttpError } from '../http-error.ts';

/**
 * The store refusing text a caller sent that PostgreSQL cannot hold (a NUL character in a string or in JSON): the
 * caller's input, not a fault of the gateway, so a 400 rather than a 500.
 */
function isUnstorableText(err: Error): boolean {
  const { code, severity } = err as Error & { code?: unknown; severity?: unknown };
  return typeof severity === 'string' && (code === '22021' || code === '22P05');
}

/**
 * One error shape, { errorId, message, status }, for every failure; the unexpected becomes a 500 without details
 * (Fastify would otherwise forward an error's message verbatim), and no stack ever reaches a browser.
 */
export function toReply(err: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof HttpError) {
    for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
    return reply.code(err.status).send(err.toJSON());
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    const where = first ? `${err.validationContext ?? 'request'}${first.instancePath.replace(/\//g, '.')}` : 'request';
    const said = first?.message ?? '';
    // A text the specifications word reaches the caller as written; a schema library's own words get the field in front.
    const message = !first ? 'The request is not valid.' : isSpecText(said) ? said : `${where}: ${said}`;
    return reply.code(400).send(apiError(ErrorIds.validation, message, 400));
  }
  const code = (err as FastifyError).code;
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return reply.code(400).send(apiError(ErrorIds.badJson, 'The request body is not valid JSON.', 400));
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return reply.code(400).send(apiError(ErrorIds.badJson, 'The request body is empty; send a JSON object.', 400));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply
        .code(415)
        .send(
          apiError(
            ErrorIds.unsupportedMediaType,
            `Content type ${request.headers['content-type'] ?? '(none)'} is not supported here.`,
            415,
          ),
        );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return reply
        .code(413)
        .send(
          apiError(
            ErrorIds.payloadTooLarge,
            `The request body is too large: this address accepts at most ${request.routeOptions.bodyLimit} bytes.`,
            413,
          ),
        );
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return reply
        .code(400)
        .send(apiError(ErrorIds.validation, 'The Content-Length header does not match the body.', 400));
    // The router's own refusals (frameworkErrors): a broken percent-encoding, a path parameter over its length.
    case 'FST_ERR_BAD_URL':
      return reply.code(400).send(apiError(ErrorIds.validation, 'The request address is not valid.', 400));
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return reply.code(414).send(apiError(ErrorIds.validation, 'The request address is too long.', 414));
  }
  if (isUnstorableText(err)) {
    request.log.info({ err: { code } }, 'text the store cannot hold');
    return reply.code(400).send(apiError(ErrorIds.validation, 'The request is not valid.', 400));
  }
  const status = (err as FastifyError).statusCode;
  if (err instanceof SyntaxError && status === 400) {
    return reply.code(400).send(apiError(ErrorIds.badJson, 'The request body is not valid JSON.', 400));
  }
  if (status === 429) {
    return reply
      .code(429)
      .send(apiError(ErrorIds.tooManyAttempts, 'Too many requests. Please wait and try again.', 429));
  }
  if (status && status >= 400 && status < 500) {
    request.log.info({ err: { code, message: err.message } }, 'client error');
    return reply
      .code(status)
      .send(apiError(code ?? ErrorIds.validation, 'The request could not be processed.', status));
  }
  request.log.error({ err }, 'unexpected error');
  return reply.code(500).send(apiError(ErrorIds.system, SYSTEM_ERROR_MESSAGE, 500));
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err, request, reply) => toReply(err as FastifyError, request, reply));
}

export default fp(errorsPlugin, { name: 'errors' });

import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorIds } from '@carrier/shared/core';
import { HttpError } from '../http-error.ts';

/**
 * How deep a request's JSON may nest. The product's own bodies nest a few levels (a waiver's accounts and their
 * options); anything far deeper is not a request of ours, and would cost a deep recursion wherever it is copied.
 */
export const MAX_INPUT_DEPTH = 32;

/**
 * Text the gateway can hold: well-formed UTF-16 (no unpaired surrogate, which no UTF-8 store can keep) and no NUL
 * character (which PostgreSQL cannot keep in text or JSON).
 */
export function isAcceptableText(text: string): boolean {
  return text.isWellFormed() && !text.includes('\u0000');
}

declare global {
  interface String {
    /** ES2024, in Node since 20; the project's TypeScript lib is ES2023. */
    isWellFormed(): boolean;
  }
}

/**
 * What is wrong with a parsed input (a JSON body, a query or its JSON parameters), or null when nothing is: nesting
 * past MAX_INPUT_DEPTH, or a key or string value that is not acceptable text. Walks the value with its own stack,
 * so no input can exhaust the call stack here.
 */
export function inputProblem(value: unknown): 'depth' | 'text' | null {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: v, depth } = stack.pop()!;
    if (typeof v === 'string') {
      if (!isAcceptableText(v)) return 'text';
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    const array = Array.isArray(v);
    // parsed input is plain objects and arrays; a body left as a stream (an upload, a proxied request) is not walked
    if (!array && !isPlainObject(v)) continue;
    if (depth >= MAX_INPUT_DEPTH) return 'depth';
    if (array) {
      for (const item of v as unknown[]) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(v)) {
      if (!isAcceptableText(key)) return 'text';
      stack.push({ value: item, depth: depth + 1 });
    }
  }
  return null;
}

/** A record of parsed values: a plain object, or one without Object's prototype (the query and path parsers' kind). */
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

export function refuseInput(where: string, problem: 'depth' | 'text'): HttpError {
  return new HttpError(
    400,
    ErrorIds.validation,
    problem === 'depth'
      ? `The ${where} is nested more than ${MAX_INPUT_DEPTH} levels deep.`
      : `The ${where} contains characters that cannot be accepted (a NUL character or an unpaired surrogate).`,
  );
}

/** Whether an object has any key of its own or inherited (a route without path parameters has none). */
function hasKeys(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  for (const _ in value) return true;
  return false;
}

function headersProblem(headers: Record<string, string | string[] | undefined>): HttpError | null {
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined) continue;
    const ok = typeof value === 'string' ? isAcceptableText(value) : value.every(isAcceptableText);
    if (!ok) return refuseInput(`${name} header`, 'text');
  }
  return null;
}

/** The methods whose bodies Fastify never reads. */
const BODYLESS_METHODS = new Set(['GET', 'HEAD', 'TRACE']);

/**
 * Refuses, with a 400 in the one error shape, input that no route could store or copy safely, before any route or
 * store sees it: in the headers, the path parameters and the query as soon as a request arrives (before the access
 * check, which reads the query), in the body once it is parsed (whatever its content type) and before validation.
 */
async function inputGuard(app: FastifyInstance) {
  app.addHook('onRequest', function guardAddress(request, _reply, done) {
    const problem =
      (hasKeys(request.params) ? inputProblem(request.params) : null) ??
      (request.url.includes('?') ? inputProblem(request.query) : null);
    done(problem ? refuseInput('request address', problem) : (headersProblem(request.headers) ?? undefined));
  });
  const guardBody: preValidationHookHandler = function guardBody(request, _reply, done) {
    // a body-carrying method may still come without one
    if (request.body === undefined) return done();
    const problem = inputProblem(request.body);
    done(problem ? refuseInput('request body', problem) : undefined);
  };
  // Only a route that takes a body carries the body check, first among its preValidation hooks: Fastify reads no
  // body for a GET, HEAD or TRACE, so on those routes there is nothing to check and no hook to run.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => BODYLESS_METHODS.has(method))) return;
    const own = route.preValidation;
    route.preValidation = [guardBody, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });
}

export default fp(inputGuard, { name: 'input-guard' });

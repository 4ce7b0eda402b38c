import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { inputProblem, MAX_INPUT_DEPTH } from './input-guard.ts';

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

describe('inputProblem', () => {
  it('accepts ordinary input, nesting up to the limit, and well-formed text of any script', () => {
    expect(inputProblem({ name: 'Ana Núñez 😀', accounts: [{ options: ['INTERNET'] }] })).toBeNull();
    expect(inputProblem(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(inputProblem(Object.assign(Object.create(null) as object, { q: 'x' }))).toBeNull();
    // the query and path parsers build records whose prototype has no prototype: those are walked too
    const Record = function () {} as unknown as { new (): Record<string, unknown>; prototype: object };
    Record.prototype = Object.create(null) as object;
    expect(inputProblem(Object.assign(new Record(), { q: 'a\u0000' }))).toBe('text');
    expect(inputProblem(undefined)).toBeNull();
  });

  it('refuses nesting past the limit, however deep, without exhausting the stack', () => {
    expect(inputProblem(nested(MAX_INPUT_DEPTH + 1))).toBe('depth');
    expect(inputProblem({ extra: nested(100_000) })).toBe('depth');
  });

  it('refuses unpaired surrogates and NUL characters in values and keys, anywhere', () => {
    expect(inputProblem({ a: '\uD800' })).toBe('text');
    expect(inputProblem({ a: ['ok', 'x\uDC00'] })).toBe('text');
    expect(inputProblem({ ['k\uD83D']: 1 })).toBe('text');
    expect(inputProblem({ a: { b: 'nul\u0000' } })).toBe('text');
  });

  it('leaves a body that is still a stream alone (uploads, proxied requests)', () => {
    const stream = new PassThrough();
    expect(inputProblem(stream)).toBeNull();
    expect(inputProblem(Buffer.from('\u0000'))).toBeNull();
  });
});

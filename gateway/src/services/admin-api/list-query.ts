import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { ErrorIds } from '@carrier/shared/core';
import { ADMIN_MAX_PAGE, ADMIN_SORT_FIELDS } from '@carrier/shared/fan-tools';
import { HttpError } from '../../http-error.ts';
import { inputProblem, refuseInput } from '../../plugins/input-guard.ts';
import type { ListQuery } from '../../store/sql-where.ts';

export type AdminResource = keyof typeof ADMIN_SORT_FIELDS;

function badQuery(message: string): HttpError {
  return new HttpError(400, ErrorIds.validation, message);
}

function json(name: string, raw: string | undefined, example: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badQuery(`${name} must be JSON, for example ${name}=${example}`);
  }
  // the JSON's own escapes can spell what the query itself could not carry (an unpaired surrogate, a NUL)
  const problem = inputProblem(value);
  if (problem) throw refuseInput(`${name} parameter`, problem);
  return value;
}

/**
 * Reads ra-data-simple-rest's sort=["field","ASC"], range=[0,24] and filter={...} (each JSON). Malformed JSON, an
 * unknown sort field or filter key, or a backwards range answers 400 VALIDATION_ERROR. Without a range (getMany)
 * the first ADMIN_MAX_PAGE records come back; a longer range is cut to that many, and Content-Range says so.
 */
export function parseListQuery<S extends z.ZodType>(
  resource: AdminResource,
  query: { sort?: string | undefined; range?: string | undefined; filter?: string | undefined },
  filterSchema: S,
  defaultSort: ListQuery<unknown>['sort'],
): ListQuery<z.infer<S>> {
  const sortRaw = json('sort', query.sort, '["id","ASC"]');
  let sort = defaultSort;
  if (sortRaw !== undefined) {
    const fields: readonly string[] = ADMIN_SORT_FIELDS[resource];
    if (
      !Array.isArray(sortRaw) ||
      sortRaw.length !== 2 ||
      typeof sortRaw[0] !== 'string' ||
      typeof sortRaw[1] !== 'string'
    ) {
      throw badQuery('sort must be ["field","ASC"] or ["field","DESC"]');
    }
    const order = sortRaw[1].toUpperCase();
    if (!fields.includes(sortRaw[0])) throw badQuery(`sort: ${resource} sort by one of ${fields.join(', ')}`);
    if (order !== 'ASC' && order !== 'DESC') throw badQuery('sort order must be ASC or DESC');
    sort = { field: sortRaw[0], order };
  }

  const rangeRaw = json('range', query.range, '[0,24]');
  let start = 0;
  let limit = ADMIN_MAX_PAGE;
  if (rangeRaw !== undefined) {
    const ok =
      Array.isArray(rangeRaw) && rangeRaw.length === 2 && rangeRaw.every((n) => Number.isSafeInteger(n) && n >= 0);
    if (!ok || rangeRaw[1] < rangeRaw[0]) throw badQuery('range must be [start,end] with 0 <= start <= end');
    start = rangeRaw[0] as number;
    limit = Math.min((rangeRaw[1] as number) - start + 1, ADMIN_MAX_PAGE);
  }

  const parsed = filterSchema.safeParse(json('filter', query.filter, '{"q":"smith"}') ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badQuery(`filter${issue.path.length ? '.' + issue.path.join('.') : ''}: ${issue.message}`);
  }
  return { sort, start, limit, filter: parsed.data };
}

/** Sends one page with `Content-Range: <resource> start-end/total`, readable by the console's scripts. */
export function sendPage<T>(
  reply: FastifyReply,
  resource: AdminResource,
  rows: T[],
  start: number,
  total: number,
): T[] {
  const range = rows.length > 0 ? `${start}-${start + rows.length - 1}` : '*';
  reply.header('Content-Range', `${resource} ${range}/${total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
  return rows;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json } from '../../../test/fake-fetch.ts';
import { searchOrganisations, searchOrganisationsResult } from './search-organisations.ts';

const URL_PREFIX = '/msapi/microsites-orch-nodems/v1/organisations/search/';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) => answerFetch(() => json(status, body));

describe('002 §7, §8 organisation search', () => {
  it('asks {apiUrl}{encoded text} with JSON headers and reads orgSearchResult', async () => {
    const fetchMock = answer(200, { orgSearchResult: [{ orgId: '7', orgName: 'A & B Co' }] });
    expect(await searchOrganisations(URL_PREFIX, 'a & b')).toEqual([{ orgId: '7', orgName: 'A & B Co' }]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`${URL_PREFIX}a%20%26%20b`);
    expect(init.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('a status of 400 or above, a wrong shape or a thrown failure is SYS_ERR "System Error", shown as an empty list', async () => {
    answer(503, { errorId: 'UPSTREAM_UNAVAILABLE' });
    expect(await searchOrganisationsResult(URL_PREFIX, 'x')).toEqual({
      ok: false,
      error: { errorId: 'SYS_ERR', message: 'System Error', status: 503 },
    });
    expect(await searchOrganisations(URL_PREFIX, 'x')).toEqual([]);
    answer(200, { somethingElse: true });
    expect(await searchOrganisationsResult(URL_PREFIX, 'x')).toMatchObject({
      ok: false,
      error: { errorId: 'SYS_ERR', status: 200 },
    });
    answerFetch(new TypeError('network down'));
    expect(await searchOrganisationsResult(URL_PREFIX, 'x')).toMatchObject({
      ok: false,
      error: { errorId: 'SYS_ERR', status: 0 },
    });
    expect(await searchOrganisations(URL_PREFIX, 'x')).toEqual([]);
  });
});

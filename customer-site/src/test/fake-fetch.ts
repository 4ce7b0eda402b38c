import { vi } from 'vitest';

/** Answers fetch by "METHOD /path" (query ignored); anything unlisted is a 404 in the error shape. */
export type FakeRoutes = Record<string, (url: string, init: RequestInit) => Response | Promise<Response>>;

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** GET /auth/me when nobody is signed in. */
export function signedOut(): Response {
  return json(401, { errorId: 'UNAUTHENTICATED', message: 'Sign in first.', status: 401 });
}

/** Replaces fetch with a mock that routes each call to its answer; the mock records the calls. */
export function stubFetch(routes: FakeRoutes) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url.split('?')[0]}`;
    const handler = routes[key];
    return handler ? handler(url, init) : json(404, { errorId: 'NOT_FOUND', message: 'Not found', status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Replaces fetch with a mock that gives every call the same answer: a response, or an error thrown as a failed
 * network would throw it.
 */
export function answerFetch(answer: Response | Error | (() => Response | Promise<Response>)) {
  const fetchMock = vi.fn(async (_input: string | URL | Request, _init: RequestInit = {}) => {
    if (answer instanceof Error) throw answer;
    return answer instanceof Response ? answer : answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

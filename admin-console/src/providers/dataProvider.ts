import simpleRestProvider from 'ra-data-simple-rest';
import { apiFetch } from './session.ts';

/**
 * ra-data-simple-rest's http client, through apiFetch: same-origin credentials, x-csrf-token on every
 * state-changing request, and failures as ApiFailure ({ errorId, message, status }) for react-admin to show.
 */
export async function httpClient(url: string, options: RequestInit & { headers?: HeadersInit } = {}) {
  const response = await apiFetch(url, options);
  const body = await response.text();
  let json: unknown = undefined;
  if (body) {
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
  }
  return { status: response.status, headers: response.headers, body, json };
}

/** The gateway's simple-REST facade for react-admin resources (fans, groups: issue 3). */
export const dataProvider = simpleRestProvider('/admin-api', httpClient);

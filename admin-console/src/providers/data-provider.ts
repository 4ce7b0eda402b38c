import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { fanToolActions, type FanToolActions } from './fan-tool-actions.ts';
import { apiFetch } from '../api/session.ts';

/**
 * ra-data-simple-rest's http client, through apiFetch: same-origin credentials, x-csrf-token on every
 * state-changing request, and failures as ApiFailure ({ errorId, message, status }) for react-admin to show.
 */
async function httpClient(url: string, options: RequestInit & { headers?: HeadersInit } = {}) {
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

/** The console's data provider: the resources and the tool's named actions. */
export type ConsoleDataProvider = DataProvider & FanToolActions;

/**
 * The gateway's simple-REST facade at /admin-api for the react-admin resources (fans, groups: GET list → JSON
 * array with Content-Range), plus the Signature profile tool's actions on the fan-profiles service.
 */
export const dataProvider: ConsoleDataProvider = {
  ...simpleRestProvider('/admin-api', httpClient),
  ...fanToolActions,
};

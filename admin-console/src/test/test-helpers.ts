import { createElement, type ReactElement } from 'react';
import { DEFAULT_FLAGS, type FeatureFlags } from '../api/flags.ts';
import { FanToolContext } from '../fan-tools/FanToolContext.ts';

/** The value shown beside a label in a description list, as a user reads it. */
export function valueOf(container: HTMLElement, label: string): string | null {
  const term = Array.from(container.querySelectorAll('dt')).find((dt) => dt.textContent === label);
  if (!term) throw new Error(`No "${label}" in the list`);
  return term.nextElementSibling?.textContent ?? null;
}

/** A JSON reply as the gateway sends it. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** Wraps a piece of the tool in what the authorisation check provides: the mode and the flags. */
export function inTool(ui: ReactElement, mode: 'read' | 'write' = 'read', flags: FeatureFlags = DEFAULT_FLAGS): ReactElement {
  return createElement(FanToolContext.Provider, { value: { mode, flags } }, ui);
}

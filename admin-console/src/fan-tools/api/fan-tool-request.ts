import { fanProfilesPrefix } from '@carrier/shared/fan-tools';
import { loadFlags, type FeatureFlags } from '../../api/flags.ts';
import { gatewayRequest, type ReplySchema } from '../../api/gateway-request.ts';

/** {prefix}{path} for the fan-profiles service, by the new-API flag (002 §7). */
export function fanToolUrl(flags: FeatureFlags, path: string): string {
  return `${fanProfilesPrefix(flags.newFanProfilesApi)}${path}`;
}

/**
 * One call to the fan-profiles service, read or write: the flags in force pick the prefix, then gatewayRequest
 * checks the reply and handles a 401 the one way the console does.
 */
export async function fanToolRequest<T>(path: string, schema: ReplySchema<T>, init: RequestInit = {}): Promise<T> {
  return gatewayRequest(fanToolUrl(await loadFlags(), path), schema, init);
}

/** A JSON body for a POST, checked against its request schema first (the gateway checks it again). */
export function jsonPost<T>(schema: { parse(value: unknown): T }, body: unknown): RequestInit {
  return { method: 'POST', body: JSON.stringify(schema.parse(body)) };
}

import { apiFetch } from './session.ts';

/** The feature flags the console reads (002 §6): which prefix the fan-profiles, authorisation and upload calls use. */
export interface FeatureFlags {
  newFanProfilesApi: boolean;
  newEmployeeAuthApi: boolean;
  /** 002 §7: the fan upload's /msapi/sales/fanprofile/v1/ prefix. */
  fanProfileCloudApi: boolean;
}

export const DEFAULT_FLAGS: FeatureFlags = {
  newFanProfilesApi: false,
  newEmployeeAuthApi: false,
  fanProfileCloudApi: false,
};

/** Reads a /config/flags body; a missing or non-boolean flag keeps its default (off). */
export function parseFlags(body: unknown): FeatureFlags {
  const value = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const flag = (name: keyof FeatureFlags) =>
    typeof value[name] === 'boolean' ? (value[name] as boolean) : DEFAULT_FLAGS[name];
  return {
    newFanProfilesApi: flag('newFanProfilesApi'),
    newEmployeeAuthApi: flag('newEmployeeAuthApi'),
    fanProfileCloudApi: flag('fanProfileCloudApi'),
  };
}

let cached: Promise<FeatureFlags> | null = null;

/** GET /config/flags once per page load; if the call fails, every flag is off (and the next call asks again). */
export function loadFlags(): Promise<FeatureFlags> {
  cached ??= apiFetch('/config/flags')
    .then((response) => response.json())
    .then(parseFlags)
    .catch(() => {
      cached = null;
      return DEFAULT_FLAGS;
    });
  return cached;
}

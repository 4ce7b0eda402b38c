/** 002 §7: the fan-profiles service lives under two prefixes; the new-API flag picks the second. */
export const FAN_PROFILES_PREFIXES = [
  '/msapi/onlinesalesorchestration/fanprofiles-papi/v1/',
  '/msapi/salesapi/fanprofiles-papi/v1/',
] as const;

export function fanProfilesPrefix(newApi: boolean): string {
  return FAN_PROFILES_PREFIXES[newApi ? 1 : 0];
}

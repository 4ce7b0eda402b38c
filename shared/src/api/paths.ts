/** 002 §7: the fan-profiles service lives under two prefixes; the new-API flag picks the second. */
export const FAN_PROFILES_PREFIXES = [
  '/msapi/onlinesalesorchestration/fanprofiles-papi/v1/',
  '/msapi/salesapi/fanprofiles-papi/v1/',
] as const;

/** 002 §7: the employee authorization call, old and new API. */
export const EMPLOYEE_AUTH_VERIFY_PATHS = [
  '/msapi/onlinesalesorchestration/wireless-employee-authorization-papi/v1/user/verify',
  '/msapi/salesapi/wireless-emp-auth-papi/v1/user/verify',
] as const;

export function fanProfilesPrefix(newApi: boolean): string {
  return FAN_PROFILES_PREFIXES[newApi ? 1 : 0];
}

export function employeeAuthVerifyPath(newApi: boolean): string {
  return EMPLOYEE_AUTH_VERIFY_PATHS[newApi ? 1 : 0];
}

/** Where a browser signs in, by audience. The gateway puts these in a 401's Location header. */
export const SIGN_IN_PATHS = { employee: '/admin/login', customer: '/signin' } as const;

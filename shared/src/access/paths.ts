/** 002 §7: the employee authorization call, old and new API. */
export const EMPLOYEE_AUTH_VERIFY_PATHS = [
  '/msapi/onlinesalesorchestration/wireless-employee-authorization-papi/v1/user/verify',
  '/msapi/salesapi/wireless-emp-auth-papi/v1/user/verify',
] as const;

export function employeeAuthVerifyPath(newApi: boolean): string {
  return EMPLOYEE_AUTH_VERIFY_PATHS[newApi ? 1 : 0];
}

/** Where a browser signs in, by audience. The gateway puts these in a 401's Location header. */
export const SIGN_IN_PATHS = { employee: '/admin/login', customer: '/signin' } as const;

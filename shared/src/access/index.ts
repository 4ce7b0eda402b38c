/** Who may call what: roles, the API access policy, sign-in calls and paths, and the sign-in cookie helpers. */
export * from './roles.ts';
export * from './policy.ts';
export * from './schemas.ts';
export * from './paths.ts';
export * from './same-site-path.ts';
export * from './sign-in-cookies.ts';

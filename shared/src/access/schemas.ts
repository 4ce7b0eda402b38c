import { z } from 'zod';

export const loginRequestSchema = z.object({
  username: z.string().trim().min(1, 'Enter your user ID').max(100),
  password: z.string().min(1, 'Enter your password').max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const principalKindSchema = z.enum(['employee', 'customer']);

/** GET /auth/me and the POST /auth/login reply: who is signed in, their roles, and the CSRF token to send back. */
export const meResponseSchema = z.object({
  username: z.string(),
  displayName: z.string(),
  kind: principalKindSchema,
  roles: z.array(z.string()),
  csrfToken: z.string(),
  expiresAt: z.string(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * GET /auth/session: whether anyone is signed in, answered 200 either way, so a page that only asks (the console
 * before its sign-in screen) causes no error; `me` is GET /auth/me's answer when signed in.
 */
export const sessionResponseSchema = z.discriminatedUnion('signedIn', [
  z.object({ signedIn: z.literal(false) }),
  z.object({ signedIn: z.literal(true), me: meResponseSchema }),
]);
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** 002 §3 Authorization response, §7 user/verify: status, roles (comma-separated) and code. */
export const authSourceSchema = z.enum(['fpt', 'fupt']);
export type AuthSource = z.infer<typeof authSourceSchema>;

export const verifyQuerySchema = z.object({
  source: authSourceSchema,
  returnurl: z.string().max(2000).optional(),
});

export const verifyStatusSchema = z.enum(['AUTHORIZED', 'UNAUTHORIZED']);
export const verifyResponseSchema = z.object({
  status: verifyStatusSchema,
  roles: z.string(),
  code: z.number().int(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

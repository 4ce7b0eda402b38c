/** The HttpOnly cookie holding a browser's soft-authentication proof (decision 018); sent only to /msapi/. */
export const PROOF_COOKIE = 'sig_enroll_proof';

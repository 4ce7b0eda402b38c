/** A JSON POST, with the session's CSRF token when the customer is signed in. */
export function jsonPost(body: unknown, csrfToken?: string) {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}) },
    body: JSON.stringify(body),
  };
}

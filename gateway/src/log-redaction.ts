/** Query parameters whose values never reach the logs (the fan landing's iruToken, tokens, passwords, codes). */
const SECRET_KEY = /^(?:iruToken|token|password|code|csrfToken)$/i;
/** The same parameters inside another parameter's value, e.g. a returnurl back to a page with an iruToken. */
const NESTED_SECRET = /(?:^|[?&#])(?:iruToken|token|password|code|csrfToken)=/i;

function decode(part: string): string | undefined {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * A request URL as the logs may show it: a secret parameter's value is replaced, whether its name is written
 * plainly or percent-encoded (the query parser decodes names), and so is any value that carries a secret parameter
 * of its own once decoded.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawKey = eq < 0 ? pair : pair.slice(0, eq);
      if (eq < 0) return pair;
      const key = decode(rawKey) ?? rawKey;
      const value = pair.slice(eq + 1);
      const decoded = decode(value) ?? value;
      return SECRET_KEY.test(key.trim()) || NESTED_SECRET.test(decoded) || NESTED_SECRET.test(value)
        ? `${rawKey}=[REDACTED]`
        : pair;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

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

// ssn: the soft-auth SSN last 4; captchaToken: a solved challenge, good once
const SECRET_FIELDS = ['password', 'csrfToken', 'token', 'ssn', 'captchaToken'] as const;
const SECRET_HEADERS = ['cookie', 'authorization', 'x-csrf-token', 'set-cookie'] as const;
const CENSOR = '[REDACTED]';

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A log line's object as it may be written: in each of its values, a password, CSRF token or token field, and the
 * cookie, authorization, x-csrf-token and set-cookie headers, are replaced (pino's formatters.log). It does what
 * redaction paths such as `*.password` would for the objects the gateway logs, without the cost those wildcard paths
 * add to every log line; the logged objects themselves are copied, never changed.
 */
export function redactSecrets(line: Record<string, unknown>): Record<string, unknown> {
  let out = line;
  for (const key in line) {
    const value = line[key] as Record<string, unknown> | null;
    // plain objects only: a request or reply logged whole goes through its serializer, which never takes headers
    if (value === null || typeof value !== 'object' || !isPlain(value)) continue;
    let copy: Record<string, unknown> | undefined;
    for (const field of SECRET_FIELDS) if (value[field] !== undefined) (copy ??= { ...value })[field] = CENSOR;
    const headers = value.headers as Record<string, unknown> | undefined;
    if (headers && typeof headers === 'object') {
      let kept: Record<string, unknown> | undefined;
      for (const name of SECRET_HEADERS) if (headers[name] !== undefined) (kept ??= { ...headers })[name] = CENSOR;
      if (kept) (copy ??= { ...value }).headers = kept;
    }
    if (copy) {
      if (out === line) out = { ...line };
      out[key] = copy;
    }
  }
  return out;
}

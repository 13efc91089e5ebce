/** Query parameters that carry secrets in this product's links (password reset, e-mail confirmation, unsubscribe). */
const SECRET_QUERY = /^(token|resetPasswordToken|confirmEmailToken|emailConsentToken|hash|password|access_token)$/i;

/** Path segments that are secrets: the last segment after these prefixes. */
const SECRET_PATHS = [/^(\/public\/api\/email\/confirm\/)[^/?]+/, /^(\/public\/api\/unsubscribe\/)[^/?]+/];

/** The request line as it may be logged: secrets in the path and query replaced by `[REDACTED]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, '$1[REDACTED]');
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // a malformed escape is logged as it came; it cannot hide a secret name we recognise
      }
      return eq !== -1 && SECRET_QUERY.test(name) ? `${key}=[REDACTED]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

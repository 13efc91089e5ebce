/**
 * Rules for what a browser sends when it subscribes (RFC 8030 endpoint, RFC 8291 keys). The endpoint is a URL the
 * server will POST to, so it is held to the push services of the browsers (`PUSH_SERVICE_HOSTS`): anything else —
 * another host, plain http, an IP address, credentials in the URL — would let a visitor point the server at any
 * address (docs/security.md). Messages are Polish: the public site shows them.
 */
export const PUSH_MESSAGES = {
  endpoint: 'Nieobsługiwana usługa powiadomień przeglądarki',
  keys: 'Niepoprawne klucze subskrypcji powiadomień',
  consent: 'Powiadomienia wymagają zgody na przetwarzanie danych osobowych',
} as const;

export const MAX_ENDPOINT_LENGTH = 1000;

/**
 * True when the endpoint is an https URL on one of the push services (a listed host or a subdomain of it) at the
 * default HTTPS port. The browsers' push services all listen on 443; any other port on their hosts is something the
 * vendor runs for another purpose, or a door a visitor chose, so `https://fcm.googleapis.com:39499/x` is refused. An
 * entry of `PUSH_SERVICE_HOSTS` may name its own port (`127.0.0.1:8443`, a local push service in the tests): then
 * that exact host and port, and no other, are allowed. WHATWG URL drops `:443` from an https URL, so `url.port` is
 * empty for the default port whether it was written or not.
 */
export function isAllowedEndpoint(endpoint: string, serviceHosts: readonly string[]): boolean {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.hash) return false;
  const host = url.hostname.toLowerCase();
  return serviceHosts.some((entry) => {
    const { allowedHost, port } = splitServiceHost(entry);
    if (url.port !== port) return false;
    return host === allowedHost || (port === '' && host.endsWith(`.${allowedHost}`));
  });
}

/** 'fcm.googleapis.com' → that host at the default port (''); '127.0.0.1:8443' → that host at 8443 only. */
function splitServiceHost(entry: string): { allowedHost: string; port: string } {
  const match = /^(.+):(\d{1,5})$/.exec(entry);
  if (!match) return { allowedHost: entry, port: '' };
  return { allowedHost: match[1], port: match[2] === '443' ? '' : match[2] };
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const decoded = (value: string) => (BASE64URL.test(value) ? Buffer.from(value, 'base64url') : null);

/** p256dh: an uncompressed P-256 point (65 bytes, 0x04 first); auth: the 16-byte secret (RFC 8291 §3). */
export function areValidKeys(p256dh: string, auth: string): boolean {
  const key = decoded(p256dh);
  const secret = decoded(auth);
  return !!key && key.length === 65 && key[0] === 4 && !!secret && secret.length === 16;
}

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A short label of the browser ("Chrome, Android") kept instead of the whole User-Agent: enough to tell devices apart. */
export function userAgentLabel(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1] ?? 'Przeglądarka';
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  return system ? `${browser}, ${system}` : browser;
}

// First-party cookies of the public site, written from the browser. Every one of them is listed with
// its lifetime in the privacy policy (pages/content/privacy-policy.ts) and docs/privacy-and-cookies.md.

export const DAY_SECONDS = 24 * 60 * 60;

export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    if (decodeURIComponent(pair.slice(0, eq).trim()) === name) return decodeURIComponent(pair.slice(eq + 1).trim());
  }
  return null;
}

/** Site-wide, SameSite=Lax, Secure on HTTPS; `maxAgeSeconds` is the lifetime (spec §9). */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeSeconds)}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`;
}

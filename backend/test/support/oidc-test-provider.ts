import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface TestAccount {
  password: string;
  name: string;
  groups: string[];
  /** Default true. */
  emailVerified?: boolean;
}

export interface TestClient {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface OidcTestProvider {
  issuer: string;
  /** Moves the provider's clock by `seconds` (negative: behind); 0 puts it back. */
  setClock(seconds: number): Promise<void>;
  stop(): Promise<void>;
}

/** Starts oidc-test-provider.mjs (a real oidc-provider) in a child process and waits until it listens. */
export async function startOidcProvider(options: { accounts: Record<string, TestAccount>; clients: TestClient[] }): Promise<OidcTestProvider> {
  const child = spawn(process.execPath, [join(__dirname, 'oidc-test-provider.mjs'), JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (d) => (errors += d));
  const issuer = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`The test provider did not start within 20 s:\n${errors}`)), 20_000);
    child.once('exit', (code) => fail(new Error(`The test provider exited (${code}):\n${errors}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      done((JSON.parse(line) as { issuer: string }).issuer);
    });
  });
  return {
    issuer,
    async setClock(seconds) {
      const res = await fetch(`${issuer}/__test/clock?offset=${seconds}`, { method: 'POST' });
      if (res.status !== 204) throw new Error(`clock: ${res.status}`);
    },
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** A browser's cookies for one site, as far as these tests need: name=value pairs, later ones replacing earlier. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1).trim());
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Signs in at the provider as a browser would: follows its redirects to the login page, submits the form, and follows
 * on until the provider sends the browser to the client's redirect address, which it answers (code, state, iss).
 */
export async function signInAtProvider(authorizationUrl: string, login: string, password: string): Promise<URL> {
  const jar = new CookieJar();
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: jar.header() } });
    jar.take(res.headers.getSetCookie());
    return res;
  };
  let res = await go(authorizationUrl);
  let url = authorizationUrl;
  for (let hops = 0; hops < 10; hops++) {
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url);
      if (next.pathname.endsWith('/api/sso/callback')) return next;
      url = next.href;
      res = await go(url);
      continue;
    }
    const html = await res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action) throw new Error(`Unexpected provider answer ${res.status}: ${html.slice(0, 500)}`);
    url = new URL(action, url).href;
    res = await go(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login, password }).toString(),
    });
  }
  throw new Error('The provider never sent the browser back');
}

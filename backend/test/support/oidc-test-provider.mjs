// A real OpenID provider for the single sign-on tests: oidc-provider (certified), with a login page of its own, test
// accounts carrying groups, and a clock a test can move. Run as a child process (oidc-provider is ESM-only and brings
// its own web stack): `node oidc-test-provider.mjs '<json options>'` prints one line `{"issuer": "http://127.0.0.1:…"}`
// once it listens. The e2e tests (backend/test/sso.e2e-spec.ts) and the browser journey (test/journeys/staff-sso.spec.ts)
// start it through oidc-test-provider.ts.
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const options = JSON.parse(process.argv[2] ?? '{}');
/** { "anna@test.local": { "password": "…", "name": "…", "groups": ["portal-admins"] } } */
const accounts = options.accounts ?? {};
/** [{ "client_id", "client_secret", "redirect_uris": [...] }] */
const clients = options.clients ?? [];

// Moved by POST /__test/clock?offset=<seconds>: an ID token signed under a clock an hour or two behind is expired
// when the portal reads it, and nothing else about it is false.
let clockOffsetMs = 0;
const realNow = Date.now.bind(Date);
Date.now = () => realNow() + clockOffsetMs;

const server = createServer();
await new Promise((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
const issuer = `http://127.0.0.1:${server.address().port}`;

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const provider = new Provider(issuer, {
  clients: clients.map((c) => ({
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_post',
    ...c,
  })),
  jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
  cookies: { keys: ['oidc-test-provider-cookie-key'] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], groups: ['groups'] },
  scopes: ['openid', 'email', 'profile', 'groups'],
  pkce: { required: () => true },
  features: { devInteractions: { enabled: false } },
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  async findAccount(_ctx, id) {
    const account = accounts[id];
    if (!account) return undefined;
    return {
      accountId: id,
      claims: () => ({ sub: id, email: account.email ?? id, email_verified: account.emailVerified ?? true, name: account.name, groups: account.groups ?? [] }),
    };
  },
  // The portal is a first-party client: no consent screen, every scope it asks for is granted.
  async loadExistingGrant(ctx) {
    const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
    if (grantId) return ctx.oidc.provider.Grant.find(grantId);
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid email profile groups');
    await grant.save();
    return grant;
  },
});

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (uid, error) =>
  '<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Dostawca tożsamości (test)</title></head><body><main>' +
  '<h1>Logowanie u dostawcy tożsamości</h1>' +
  (error ? `<p role="alert">${escape(error)}</p>` : '') +
  `<form method="post" action="/interaction/${escape(uid)}/login">` +
  '<label>Login <input name="login" autocomplete="username"></label> ' +
  '<label>Hasło <input name="password" type="password" autocomplete="current-password"></label> ' +
  '<button type="submit">Zaloguj u dostawcy</button></form></main></body></html>';

const readForm = (req) =>
  new Promise((done, fail) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => done(new URLSearchParams(body)));
    req.on('error', fail);
  });

const callback = provider.callback();
server.on('request', async (req, res) => {
  try {
    const url = new URL(req.url, issuer);
    if (req.method === 'POST' && url.pathname === '/__test/clock') {
      clockOffsetMs = Number(url.searchParams.get('offset') ?? 0) * 1000;
      res.writeHead(204).end();
      return;
    }
    const login = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname);
    if (!login) return callback(req, res);
    const details = await provider.interactionDetails(req, res);
    if (!login[2]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(details.uid));
      return;
    }
    const form = await readForm(req);
    const id = (form.get('login') ?? '').trim().toLowerCase();
    if (!accounts[id] || accounts[id].password !== form.get('password')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(details.uid, 'Niepoprawny login lub hasło'));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: id } }, { mergeWithLastSubmission: false });
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
  }
});

process.stdout.write(`${JSON.stringify({ issuer })}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));

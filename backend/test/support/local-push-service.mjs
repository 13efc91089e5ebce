// A push service of our own (RFC 8030) on 127.0.0.1, for the e2e tests and the alerts benchmark: a real protocol
// exchange with the server, not a mock of `web-push`. It speaks https (web-push only sends over https) with a
// self-signed certificate made by the `openssl` command line (node:crypto cannot make certificates); the server trusts
// it through PUSH_CA_FILE. Each message is checked as a browser vendor's service would (RFC 8292 VAPID: an ES256 JWT
// signed by the key in `k`, `aud` = this origin, `exp` within 24 hours, `sub` mailto: or https:) and refused
// otherwise (400 malformed, 401 no or bad authorisation, 403 another application server's key, 404 unknown
// subscription); the payload is decrypted (RFC 8291 aes128gcm: ECDH with the subscription's private key, HKDF,
// AES-128-GCM) with the keys the test generated for its subscriptions, as the browser would.
import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const b64u = (buf) => Buffer.from(buf).toString('base64url');

/** A self-signed certificate for 127.0.0.1, one day. */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'push-tls-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { dir, key: readFileSync(key), cert: readFileSync(cert), certFile: cert };
}

/** The P-256 public key of VAPID's `k` (65 bytes, uncompressed) as a KeyObject. */
function vapidKey(k) {
  const raw = Buffer.from(k, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) }, format: 'jwk' });
}

/** RFC 8292 §2-3: the problem with the Authorization header, or null when it is right for this origin. */
export function vapidProblem(header, origin, expectedKey, now = Date.now()) {
  const m = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!m) return { status: 401, reason: 'no vapid authorization' };
  const [h, p, s] = m[1].split('.');
  let key;
  try {
    key = vapidKey(m[2]);
  } catch (e) {
    return { status: 401, reason: e.message };
  }
  let jwtHeader, claims;
  try {
    jwtHeader = JSON.parse(Buffer.from(h, 'base64url').toString());
    claims = JSON.parse(Buffer.from(p, 'base64url').toString());
  } catch {
    return { status: 401, reason: 'token is not JSON' };
  }
  if (jwtHeader.alg !== 'ES256') return { status: 401, reason: `alg ${jwtHeader.alg}` };
  const signature = Buffer.from(s, 'base64url');
  if (signature.length !== 64 || !verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, signature))
    return { status: 401, reason: 'bad signature' };
  if (claims.aud !== origin) return { status: 401, reason: `aud ${claims.aud} is not ${origin}` };
  const nowSeconds = Math.floor(now / 1000);
  if (!Number.isInteger(claims.exp) || claims.exp <= nowSeconds || claims.exp > nowSeconds + 24 * 3600) return { status: 401, reason: `exp ${claims.exp}` };
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return { status: 401, reason: `sub ${claims.sub}` };
  if (expectedKey && m[2] !== expectedKey) return { status: 403, reason: 'another application server key' };
  return null;
}

const info = (label, ...parts) => Buffer.concat([Buffer.from(label), Buffer.from([0]), ...parts]);

/** RFC 8291 §3-4 with RFC 8188: the plaintext of an aes128gcm body for this subscription (one record). */
export function decryptAes128gcm(body, ecdh, authSecret) {
  if (body.length < 21 + 65 + 17) throw new Error('body too short');
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  if (idlen !== 65) throw new Error(`keyid length ${idlen}`);
  const senderKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  if (record.length > rs) throw new Error('more than one record');
  const receiverKey = ecdh.getPublicKey();
  const ikm = Buffer.from(hkdfSync('sha256', ecdh.computeSecret(senderKey), authSecret, info('WebPush: info', receiverKey, senderKey), 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export class LocalPushService {
  /** Messages delivered: which subscription, the RFC 8030 headers, the decrypted payload as text. */
  received = [];
  /** Requests refused, with the reason: a test asserts it stays empty. */
  refused = [];
  /** Subscription id → the browser's side: its keys, and the status to answer (201; 410 when "gone", …). */
  subscriptions = new Map();
  /** When set, a VAPID key other than this one is refused (403). */
  expectedKey = null;
  /** Decrypting costs time: the benchmark counts and checks the headers only, unless asked to decrypt. */
  decrypt = true;

  constructor(server, tls) {
    this.server = server;
    this.tls = tls;
    this.origin = `https://127.0.0.1:${server.address().port}`;
    /** Host and port as `PUSH_SERVICE_HOSTS` lists them: a push service off the default port is allowed only so. */
    this.serviceHost = `127.0.0.1:${server.address().port}`;
    /** The PEM file of the certificate, for the app's PUSH_CA_FILE. */
    this.caFile = tls.certFile;
  }

  static async start() {
    const tls = selfSignedCertificate();
    const server = createServer({ key: tls.key, cert: tls.cert, keepAliveTimeout: 30_000 });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const service = new LocalPushService(server, tls);
    server.on('request', (req, res) => service.handle(req, res));
    return service;
  }

  /** A new browser subscription: what `subscription.toJSON()` gives the page (endpoint and public keys). */
  subscribe() {
    const id = randomBytes(12).toString('base64url');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.subscriptions.set(id, { ecdh, auth, status: 201 });
    return { id, endpoint: `${this.origin}/push/${id}`, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(auth) } };
  }

  /** What the service answers for this subscription from now on (410: the browser unsubscribed; 500: an outage). */
  answer(id, status) {
    this.subscriptions.get(id).status = status;
  }

  messagesTo(id) {
    return this.received.filter((m) => m.subscriptionId === id);
  }

  handle(req, res) {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const refuse = (status, reason) => {
        this.refused.push({ path: req.url, status, reason });
        res.writeHead(status, { 'content-type': 'text/plain' }).end(reason);
      };
      const id = /^\/push\/([A-Za-z0-9_-]+)$/.exec(req.url ?? '')?.[1];
      const subscription = id && this.subscriptions.get(id);
      if (req.method !== 'POST' || !subscription) return refuse(404, `unknown ${req.method} ${req.url}`);
      const problem = vapidProblem(req.headers.authorization, this.origin, this.expectedKey);
      if (problem) return refuse(problem.status, problem.reason);
      const ttl = req.headers.ttl;
      if (!/^\d+$/.test(ttl ?? '')) return refuse(400, `TTL ${ttl}`);
      if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(400, `content-encoding ${req.headers['content-encoding']}`);
      const urgency = req.headers.urgency ?? 'normal';
      if (!['very-low', 'low', 'normal', 'high'].includes(urgency)) return refuse(400, `urgency ${urgency}`);
      const body = Buffer.concat(chunks);
      if (body.length > 4096) return refuse(413, 'payload too large');
      if (subscription.status >= 400) {
        res.writeHead(subscription.status).end();
        return;
      }
      let payload = null;
      if (this.decrypt) {
        try {
          payload = decryptAes128gcm(body, subscription.ecdh, subscription.auth);
        } catch (e) {
          return refuse(400, `cannot decrypt: ${e.message}`);
        }
      }
      this.received.push({ subscriptionId: id, ttl: Number(ttl), urgency, topic: req.headers.topic ?? null, payload, at: Date.now() });
      res.writeHead(201, { location: `${this.origin}/message/${randomBytes(6).toString('hex')}` }).end();
    });
  }

  async close() {
    this.server.closeAllConnections?.();
    await new Promise((resolve) => this.server.close(resolve));
    rmSync(this.tls.dir, { recursive: true, force: true });
  }
}

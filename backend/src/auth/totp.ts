import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 with the parameters every authenticator app understands: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
const DIGITS = 6;
/** One step either side of now: a phone's clock a little off, or a code typed as it turns over. */
const WINDOW = 1;

export const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/I/L: recovery codes are read off paper and typed by hand.
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const RECOVERY_GROUPS = 4;
const RECOVERY_GROUP_LENGTH = 4;

export const SIX_DIGITS = /^\d{6}$/;

/** A new TOTP secret (160 bits, as RFC 4226 recommends), in the base32 form authenticator apps take. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address a QR code carries: the issuer and the person's login name the entry in the app. */
export function otpauthUri(secretBase32: string, issuer: string, accountName: string): string {
  return totp(secretBase32, issuer, accountName).toString();
}

/**
 * The time step a code belongs to, or null when it matches none within one step of `now`. The caller refuses a step
 * not later than the last one used, which makes every code single-use.
 */
export function matchingStep(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!SIX_DIGITS.test(code)) return null;
  const delta = totp(secretBase32).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : stepAt(now) + delta;
}

export function stepAt(now: number): number {
  return Math.floor(now / 1000 / PERIOD);
}

/** The code of a step: what an authenticator app shows (the tests and the demo use it). */
export function codeAt(secretBase32: string, now = Date.now()): string {
  return totp(secretBase32).generate({ timestamp: now });
}

function totp(secretBase32: string, issuer = '', label = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(secretBase32) });
}

/** Ten codes like `K7QM-3XWD-PA9R-TN2F`: 16 characters of 31, about 79 bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: RECOVERY_GROUPS }, () =>
      Array.from({ length: RECOVERY_GROUP_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
    ).join('-'),
  );
}

/** Case, spaces and dashes do not matter when a recovery code is typed; null when it cannot be one. */
export function normalizeRecoveryCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  return plain.length === RECOVERY_GROUPS * RECOVERY_GROUP_LENGTH && [...plain].every((c) => RECOVERY_ALPHABET.includes(c)) ? plain : null;
}

/**
 * Recovery codes are stored as SHA-256 of the normalised code: with about 79 random bits each, a fast hash is enough
 * (no dictionary to try), and one can be looked up by equality without a slow hash per stored code.
 */
export function hashRecoveryCode(normalized: string): string {
  return createHash('sha256').update(normalized).digest('hex');
}

/**
 * The secret is stored encrypted with AES-256-GCM under a key derived from SECOND_FACTOR_KEY: a copy of the database
 * alone (a backup, a replica) does not give anyone the codes. `v1:` names the scheme so a later one can be told apart.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(masterKey: string) {
    this.key = createHmac('sha256', masterKey).update('second-factor totp secret v1').digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
  }

  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split(':');
    if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unknown second-factor secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  }
}

import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (b: Buffer | Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest();

/** Flags of authenticator data: user present, user verified, attested credential data included. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/**
 * A passkey authenticator in software, for the server's side of the ceremony without a browser: an ES256 key pair,
 * 'none' attestation, and assertions signed over authenticator data and the client data's hash as WebAuthn §6.3.3
 * lays them out. Each call may lie about what a browser reports (origin, challenge, counter) so the server's checks can
 * be tried one by one.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicKeyCose: Uint8Array;
  counter = 0;

  constructor(
    readonly rpId: string,
    readonly origin: string,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicKeyCose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The answer to `navigator.credentials.create()` for these options. */
  register(options: Pick<PublicKeyCredentialCreationOptionsJSON, 'challenge'>, lie: { origin?: string; challenge?: string } = {}): RegistrationResponseJSON {
    const clientDataJSON = this.clientData('webauthn.create', lie.challenge ?? options.challenge, lie.origin);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([this.authDataHead(UP | UV | AT), Buffer.alloc(16), idLength, this.credentialId, Buffer.from(this.publicKeyCose)]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The answer to `navigator.credentials.get()`: the counter moves on unless told to repeat itself. */
  assert(
    options: { challenge: string },
    lie: { origin?: string; challenge?: string; counter?: number; credentialId?: string; rpId?: string } = {},
  ): AuthenticationResponseJSON {
    if (lie.counter === undefined) this.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', lie.challenge ?? options.challenge, lie.origin);
    const authenticatorData = this.authDataHead(UP | UV, lie.counter ?? this.counter, lie.rpId);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    const id = lie.credentialId ?? this.id;
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature) },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private clientData(type: string, challenge: string, origin = this.origin): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authDataHead(flags: number, counter = this.counter, rpId = this.rpId): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count]);
  }
}

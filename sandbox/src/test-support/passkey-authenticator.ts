/**
 * A software authenticator for the sandbox's passkey tests: a P-256 key, a counter, and the
 * WebAuthn responses a browser would send (attestation format "none"), made with node's crypto
 * so that the server's checks meet real signatures. `counter` may be set back to play a clone.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array | string) => Buffer.from(data).toString('base64url');

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

type Options = { rpId: string; origin: string; verified?: boolean };

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  counter = 0;
  private readonly privateKey: KeyObject;
  private readonly coseKey: Uint8Array;

  constructor(private readonly options: Options) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty EC2
        [3, -7], // alg ES256
        [-1, 1], // crv P-256
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private flags(extra = 0): number {
    return FLAG_UP | (this.options.verified === false ? 0 : FLAG_UV) | extra;
  }

  private clientData(type: string, challenge: string, origin = this.options.origin): string {
    return JSON.stringify({ type, challenge, origin, crossOrigin: false });
  }

  private header(extraFlags = 0): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([
      sha256(this.options.rpId),
      Buffer.from([this.flags(extraFlags)]),
      counter,
    ]);
  }

  /** The response navigator.credentials.create() would give for `challenge`. */
  register(challenge: string, origin?: string) {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.header(FLAG_AT),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      this.coseKey,
    ]);
    const attestation = new Map<string, string | Uint8Array | Map<string, never>>();
    attestation.set('fmt', 'none');
    attestation.set('attStmt', new Map<string, never>());
    attestation.set('authData', authData);
    const attestationObject = isoCBOR.encode(attestation);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** The response navigator.credentials.get() would give; each use counts one up. */
  assert(challenge: string, origin?: string) {
    this.counter += 1;
    const authData = this.header();
    const clientDataJSON = this.clientData('webauthn.get', challenge, origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
      clientExtensionResults: {},
    };
  }
}

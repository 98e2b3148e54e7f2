import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

// A software authenticator (one ES256 passkey): it answers the server's WebAuthn options with
// real attestation and assertion responses, signed with its own P-256 key, as a phone or a
// security key would; the tests then change one thing at a time (the origin, the counter, the
// challenge) and see the server refuse it.

type Json = Record<string, unknown>;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export function softwareAuthenticator(defaults: { origin: string; rpId: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle: string | undefined;

  const cosePublicKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );

  function authenticatorData(rpId: string, attested: boolean) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    // User present and verified; with attested credential data when creating.
    const flags = Buffer.from([0x01 | 0x04 | (attested ? 0x40 : 0)]);
    const parts = [sha256(rpId), flags, count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      parts.push(Buffer.alloc(16), length, credentialId, Buffer.from(cosePublicKey));
    }
    return Buffer.concat(parts);
  }

  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    credentialId: b64(credentialId),
    /** Sets the signature counter the next assertion carries (a clone would lag behind). */
    setCounter(value: number) {
      counter = value;
    },

    /** navigator.credentials.create(): a RegistrationResponseJSON for the creation options. */
    create(options: Json, over: { origin?: string; rpId?: string } = {}) {
      userHandle = (options.user as { id: string }).id;
      const authData = authenticatorData(over.rpId ?? defaults.rpId, true);
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]) as never,
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: b64(
            clientData(
              'webauthn.create',
              options.challenge as string,
              over.origin ?? defaults.origin,
            ),
          ),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
      };
    },

    /** navigator.credentials.get(): an AuthenticationResponseJSON; counts one use first. */
    get(options: Json, over: { origin?: string; rpId?: string } = {}) {
      counter += 1;
      const authData = authenticatorData(over.rpId ?? defaults.rpId, false);
      const clientDataJSON = clientData(
        'webauthn.get',
        options.challenge as string,
        over.origin ?? defaults.origin,
      );
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: {
          clientDataJSON: b64(clientDataJSON),
          authenticatorData: b64(authData),
          signature: b64(signature),
          ...(userHandle ? { userHandle } : {}),
        },
      };
    },
  };
}

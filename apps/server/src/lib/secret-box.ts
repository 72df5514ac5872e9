import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (an authenticator's seed, an API key's HMAC secret) are kept
 * sealed with AES-256-GCM: a copy of the database alone does not reveal them. Each use has its
 * own key derived from the master key (HKDF), and each sealed value names what it belongs to
 * (`aad`, e.g. the user id), so a sealed value moved to another row does not open.
 */
export function createSecretBox(masterKey: Uint8Array, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', masterKey, 'coffer', `secret-box:${purpose}`, 32));
  return {
    seal(plain: Uint8Array, aad: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(aad));
      const body = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
      return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    /** The plain bytes, or null when the value was tampered with, moved, or sealed under another key. */
    open(sealed: string, aad: string): Uint8Array | null {
      const [version, ivText, bodyText] = sealed.split('.');
      if (version !== 'v1' || !ivText || !bodyText) return null;
      const body = Buffer.from(bodyText, 'base64url');
      if (body.length < 16) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText, 'base64url'));
        decipher.setAAD(Buffer.from(aad));
        decipher.setAuthTag(body.subarray(body.length - 16));
        return new Uint8Array(
          Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]),
        );
      } catch {
        return null;
      }
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;

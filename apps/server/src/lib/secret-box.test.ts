import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const master = randomBytes(32);
const box = createSecretBox(master, 'test');
const secret = new Uint8Array(randomBytes(20));

describe('secret box', () => {
  it('seals and opens, with a fresh IV each time', () => {
    const a = box.seal(secret, 'user:1');
    expect(box.open(a, 'user:1')).toEqual(secret);
    expect(box.seal(secret, 'user:1')).not.toBe(a);
    expect(a).not.toContain(Buffer.from(secret).toString('base64url'));
  });

  it('does not open for another owner, another purpose, another key, or when tampered with', () => {
    const sealed = box.seal(secret, 'user:1');
    expect(box.open(sealed, 'user:2')).toBeNull();
    expect(createSecretBox(master, 'other').open(sealed, 'user:1')).toBeNull();
    expect(createSecretBox(randomBytes(32), 'test').open(sealed, 'user:1')).toBeNull();
    // Flip one bit of the body (and so of the tag): decoding, not editing a character, so the
    // change can never fall into base64's unused bits or swap a character for itself.
    const [version, iv, body] = sealed.split('.');
    const bytes = Buffer.from(body ?? '', 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(box.open(`${version}.${iv}.${bytes.toString('base64url')}`, 'user:1')).toBeNull();
    expect(box.open('garbage', 'user:1')).toBeNull();
  });
});

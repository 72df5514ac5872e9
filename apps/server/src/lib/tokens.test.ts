import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const secret = new TextEncoder().encode('a-test-secret-of-thirty-two-bytes!');
const claims = { userId: 7, uid: 'u7', accountType: 0, sessionId: 's7' };
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

/** An HS256 token made by hand, as any conforming library (jose, before) makes it. */
function handMade(header: Record<string, unknown>, payload: Record<string, unknown>, key = secret) {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

describe('access tokens', () => {
  let at = new Date('2026-11-29T10:00:00Z');
  const tokens = createTokenService(secret, 900, () => at);

  it('verifies what it signs, and a token signed elsewhere with the same key and claims', async () => {
    at = new Date('2026-11-29T10:00:00Z');
    expect(await tokens.verify(await tokens.sign(claims))).toEqual({ ok: true, claims });
    const iat = Math.floor(at.getTime() / 1000);
    const jose = handMade(
      { alg: 'HS256' },
      { uid: 'u7', at: 0, sid: 's7', sub: '7', iss: 'coffer', aud: 'coffer-web', iat, exp: iat + 900 },
    );
    expect(await tokens.verify(jose)).toEqual({ ok: true, claims });
  });

  it('is expired from its exp on the service clock; the merchant refresh still reads it for 30 days', async () => {
    at = new Date('2026-11-29T10:00:00Z');
    const token = await tokens.sign(claims);
    at = new Date('2026-11-29T10:14:59Z');
    expect((await tokens.verify(token)).ok).toBe(true);
    at = new Date('2026-11-29T10:15:00Z');
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect(await tokens.verify(token, { allowExpired: true })).toEqual({ ok: true, claims });
    at = new Date('2026-12-29T10:15:00Z');
    expect(await tokens.verify(token, { allowExpired: true })).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another key, another algorithm, no signature, a changed claim, another audience or issuer', async () => {
    at = new Date('2026-11-29T10:00:00Z');
    const iat = Math.floor(at.getTime() / 1000);
    const payload = {
      uid: 'u7',
      at: 0,
      sid: 's7',
      sub: '7',
      iss: 'coffer',
      aud: 'coffer-web',
      iat,
      exp: iat + 900,
    };
    const invalid = { ok: false, reason: 'invalid' };
    expect(
      await tokens.verify(handMade({ alg: 'HS256' }, payload, new TextEncoder().encode('other'))),
    ).toEqual(invalid);
    expect(await tokens.verify(`${b64({ alg: 'none' })}.${b64(payload)}.`)).toEqual(invalid);
    const hs512 = `${b64({ alg: 'HS512' })}.${b64(payload)}`;
    expect(
      await tokens.verify(`${hs512}.${createHmac('sha512', secret).update(hs512).digest('base64url')}`),
    ).toEqual(invalid);
    const [h, , s] = (await tokens.sign(claims)).split('.');
    expect(await tokens.verify(`${h}.${b64({ ...payload, sub: '8' })}.${s}`)).toEqual(invalid);
    expect(await tokens.verify(handMade({ alg: 'HS256' }, { ...payload, aud: 'other' }))).toEqual(invalid);
    expect(await tokens.verify(handMade({ alg: 'HS256' }, { ...payload, iss: 'other' }))).toEqual(invalid);
    expect(await tokens.verify(handMade({ alg: 'HS256' }, { ...payload, sub: 'x' }))).toEqual(invalid);
    expect(await tokens.verify('not.a.token')).toEqual(invalid);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { safeRedirect } from './redirect';
import { classifySignInFailure } from './sign-in-failure';

const failure = (
  code: number,
  data: Record<string, string | number | string[]> = {},
  validationErrors = null,
) =>
  new ApiError('business', {
    httpStatus: 400,
    error: { code, message: 'm', details: null, validationErrors, data },
  });

describe('classifySignInFailure', () => {
  it('a wrong password (e-mail or phone) with the attempts left', () => {
    expect(classifySignInFailure(failure(51025, { remainingAttempts: 3 }))).toEqual({
      kind: 'wrongPassword',
      remainingAttempts: 3,
    });
    expect(classifySignInFailure(failure(51026, { remainingAttempts: 1 }))).toMatchObject({
      remainingAttempts: 1,
    });
  });

  it('locked: the fifth failure (none left) and every try while locked', () => {
    const until = '2026-11-22T12:00:00.000Z';
    expect(classifySignInFailure(failure(51025, { remainingAttempts: 0, lockedUntil: until }))).toEqual({
      kind: 'locked',
      lockedUntil: until,
    });
    expect(classifySignInFailure(failure(51026, { remainingAttempts: 0 }))).toEqual({
      kind: 'locked',
      lockedUntil: null,
    });
  });

  it('50002 with a ticket opens the second factor, with the masked addresses', () => {
    const result = classifySignInFailure(
      failure(50002, {
        ticket: 't1',
        channels: ['email', 'sms', 'pigeon'],
        email: 'a***@example.com',
        phone: '+86 138****0005',
        expireInSeconds: 300,
      }),
    );
    expect(result).toEqual({
      kind: 'verify',
      challenge: {
        ticket: 't1',
        channels: ['email', 'sms'],
        email: 'a***@example.com',
        phone: '+86 138****0005',
        expireInSeconds: 300,
      },
    });
  });

  it('50002 with an authenticator bound asks for its code (channel google)', () => {
    const result = classifySignInFailure(failure(50002, { ticket: 't2', channels: ['google'] }));
    expect(result).toMatchObject({ kind: 'verify', challenge: { ticket: 't2', channels: ['google'] } });
  });

  it('50002 without a ticket, a ban, an expired ticket, refused fields, anything else', () => {
    expect(classifySignInFailure(failure(50002)).kind).toBe('other');
    expect(classifySignInFailure(failure(50010)).kind).toBe('banned');
    expect(classifySignInFailure(failure(50004)).kind).toBe('expired');
    const fields = [{ field: 'password', message: 'password.length' }];
    expect(
      classifySignInFailure(
        new ApiError('business', {
          error: { code: 400, message: 'm', details: null, validationErrors: fields },
        }),
      ),
    ).toEqual({ kind: 'fields', fields });
    expect(classifySignInFailure(new ApiError('timeout')).kind).toBe('other');
    expect(classifySignInFailure(new Error('x'))).toEqual({ kind: 'other', error: null });
  });
});

describe('safeRedirect', () => {
  it('follows paths of this site', () => {
    expect(safeRedirect('/assets?tab=spot')).toBe('/assets?tab=spot');
    expect(safeRedirect('/notice/detail?id=3#top')).toBe('/notice/detail?id=3#top');
  });

  it('goes to the assets overview for nothing, other sites, and the sign-in pages themselves', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/user/login',
      '/user/register?type=merchant',
      '/user',
      '/a\nb',
      '/\t/evil.example',
    ])
      expect(safeRedirect(bad)).toBe('/assets');
  });
});

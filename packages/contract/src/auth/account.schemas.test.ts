import { describe, expect, it } from 'vitest';
import { accountType, isMerchantAccountType } from './account.enums';
import {
  areaCodeSchema,
  changePasswordSchema,
  consentSchema,
  emailSchema,
  fundPinFormSchema,
  fundPinSchema,
  loginPasswordSchema,
  phoneNumberSchema,
  questionnaireSchema,
  signUpPasswordFormSchema,
  signUpPasswordSchema,
} from './account.schemas';

const messages = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('signUpPasswordSchema', () => {
  it('accepts 12 and 20 characters with every class', () => {
    expect(signUpPasswordSchema.safeParse('Abcdefghi12!').success).toBe(true);
    expect(signUpPasswordSchema.safeParse('Abcdefghijklmnopq12!').success).toBe(true);
  });

  it('rejects 11 and 21 characters', () => {
    expect(messages(signUpPasswordSchema.safeParse('Abcdefgh12!'))).toEqual(['password.signUpLength']);
    expect(messages(signUpPasswordSchema.safeParse('Abcdefghijklmnopqr12!'))).toEqual([
      'password.signUpLength',
    ]);
  });

  it.each([
    ['Abcdefghijk!', 'password.needsDigit'],
    ['ABCDEFGHIJ1!', 'password.needsLower'],
    ['abcdefghij1!', 'password.needsUpper'],
    ['Abcdefghij12', 'password.needsSymbol'],
    ['Abcdefghij 12', 'password.needsSymbol'],
  ])('rejects %j with %s alone', (password, message) => {
    expect(messages(signUpPasswordSchema.safeParse(password))).toEqual([message]);
  });

  it('names every missing class at once', () => {
    expect(messages(signUpPasswordSchema.safeParse('aaaaaaaaaaaa'))).toEqual([
      'password.needsDigit',
      'password.needsUpper',
      'password.needsSymbol',
    ]);
  });

  it('needs the confirmation to match', () => {
    const ok = { password: 'Abcdefghi12!', confirmPassword: 'Abcdefghi12!' };
    expect(signUpPasswordFormSchema.safeParse(ok).success).toBe(true);
    const result = signUpPasswordFormSchema.safeParse({ ...ok, confirmPassword: 'Abcdefghi12?' });
    expect(result.error?.issues).toMatchObject([{ path: ['confirmPassword'], message: 'password.mismatch' }]);
  });
});

describe('changePasswordSchema and loginPasswordSchema', () => {
  it.each([
    [7, false],
    [8, true],
    [20, true],
    [21, false],
  ])('%i characters: %s', (length, ok) => {
    const password = 'a'.repeat(length);
    expect(changePasswordSchema.safeParse(password).success).toBe(ok);
    expect(loginPasswordSchema.safeParse(password).success).toBe(ok);
    if (!ok) expect(messages(changePasswordSchema.safeParse(password))).toEqual(['password.length']);
  });
});

describe('fundPinSchema', () => {
  it.each(['12345', '1234567', '12a456', '', ' 123456', '１２３４５６'])('rejects %j', (pin) => {
    expect(messages(fundPinSchema.safeParse(pin))).toEqual(['fundPin.sixDigits']);
  });

  it('accepts six digits', () => {
    expect(fundPinSchema.safeParse('123456').success).toBe(true);
  });

  it('needs both entries to match', () => {
    expect(fundPinFormSchema.safeParse({ fundPin: '123456', confirmFundPin: '123456' }).success).toBe(true);
    expect(messages(fundPinFormSchema.safeParse({ fundPin: '123456', confirmFundPin: '123457' }))).toEqual([
      'fundPin.mismatch',
    ]);
  });
});

describe('contact details', () => {
  it('checks e-mail addresses and trims them', () => {
    expect(emailSchema.parse(' user@example.com ')).toBe('user@example.com');
    for (const bad of ['user', 'user@', '@example.com', 'a b@example.com', `${'a'.repeat(250)}@x.io`]) {
      expect(messages(emailSchema.safeParse(bad))).toContain('email.invalid');
    }
  });

  it('checks phone numbers: 5 to 15 digits', () => {
    expect(phoneNumberSchema.safeParse('13800138000').success).toBe(true);
    for (const bad of ['1234', '1234567890123456', '138-0013', '+8613800138000']) {
      expect(messages(phoneNumberSchema.safeParse(bad))).toEqual(['phone.invalid']);
    }
  });

  it('checks area codes', () => {
    for (const good of ['+1', '+86', '+1264']) expect(areaCodeSchema.safeParse(good).success).toBe(true);
    for (const bad of ['86', '+', '+12345', '+8a']) expect(areaCodeSchema.safeParse(bad).success).toBe(false);
  });
});

describe('registration questionnaire and consent', () => {
  const yes = { over18: true, noConviction: true, noBankruptcy: true, authorityToAct: true } as const;

  it('accepts four yeses', () => {
    expect(questionnaireSchema.safeParse(yes).success).toBe(true);
  });

  it.each(Object.keys(yes))('refuses when %s is false', (question) => {
    const result = questionnaireSchema.safeParse({ ...yes, [question]: false });
    expect(result.error?.issues).toMatchObject([{ path: [question], message: 'notEligibleToRegister' }]);
  });

  it('needs both terms and privacy', () => {
    expect(consentSchema.safeParse({ terms: true, privacy: true }).success).toBe(true);
    expect(messages(consentSchema.safeParse({ terms: false, privacy: true }))).toEqual([
      'consent.termsRequired',
    ]);
    expect(messages(consentSchema.safeParse({ terms: true }))).toEqual(['consent.privacyRequired']);
  });
});

describe('account types', () => {
  it('treats 1 and 3 as merchants only', () => {
    expect([0, 1, 2, 3, 5, 6].filter(isMerchantAccountType)).toEqual([
      accountType.members.merchant,
      accountType.members.subMerchant,
    ]);
  });
});

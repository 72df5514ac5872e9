import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiIpListSchema, apiKeyCreateInputSchema } from '../api-keys/api-keys.schemas';
import {
  areaCodeSchema,
  changePasswordFormSchema,
  consentSchema,
  dataUseConsentSchema,
  emailSchema,
  fundPinFormSchema,
  phoneNumberSchema,
  questionnaireSchema,
  signUpPasswordFormSchema,
} from '../auth/account.schemas';
import { merchantRegisterInputSchema, verificationCodeSchema } from '../auth/auth.schemas';
import { contactFormSchema } from '../contact/contact.endpoint-schemas';
import { kycDatesAt, kycSubmissionSchema } from '../kyc/kyc.schemas';
import { multisigWalletSchema } from '../multisig/multisig.schemas';
import { appealProofsSchema, appealRemarkSchema, p2pAdFieldsSchema } from '../p2p/p2p.schemas';
import { webhooksEndpointSchemas } from '../payments/webhooks/webhooks.endpoint-schemas';
import { amountWithDecimals, decimalStringSchema } from './money';
import { pagedInputSchema } from './pagination';
import { validationMessageKeys } from './validation-keys';

// Wrong-but-well-typed input for every schema that carries message keys.
const adFields = {
  side: 'buy',
  coin: 'USDT',
  fiat: 'USD',
  minTotal: '10',
  maxTotal: '100',
  available: '50',
  channels: [1],
  windowMinutes: 15,
};

const cases: [z.ZodType, unknown[]][] = [
  [
    signUpPasswordFormSchema,
    [
      { password: 'a', confirmPassword: 'b' },
      { password: 'A'.repeat(21), confirmPassword: '' },
    ],
  ],
  [changePasswordFormSchema, [{ oldPassword: 'a', newPassword: 'b', confirmPassword: 'c' }]],
  [fundPinFormSchema, [{ fundPin: '12', confirmFundPin: '13' }]],
  [emailSchema, ['nope']],
  [phoneNumberSchema, ['12']],
  [areaCodeSchema, ['86']],
  [verificationCodeSchema, ['12345', '1234567', 'abcdef']],
  [questionnaireSchema, [{ over18: false, noConviction: false, noBankruptcy: false, authorityToAct: false }]],
  [consentSchema, [{ terms: false, privacy: false }]],
  [dataUseConsentSchema, [false]],
  [
    contactFormSchema,
    [
      { name: ' ', email: 'a@b.co', title: '', message: 'short', dataUseConsent: true },
      {
        name: 'n'.repeat(101),
        email: 'a@b.co',
        title: 't'.repeat(201),
        message: 'm'.repeat(5001),
        dataUseConsent: true,
      },
    ],
  ],
  [decimalStringSchema, ['x', `0.${'1'.repeat(19)}`, '1'.repeat(21)]],
  [amountWithDecimals(2), ['0', '0.123']],
  [pagedInputSchema, [{ SkipCount: '-1', MaxResultCount: '0' }]],
  [
    multisigWalletSchema,
    [
      { name: '', minSignatures: 1.5, signingAddresses: [] },
      { name: 'n'.repeat(21), minSignatures: 1, signingAddresses: [''] },
      { name: 'n', minSignatures: 2, signingAddresses: Array(21).fill('a') },
      { name: 'n', minSignatures: 3, signingAddresses: ['a', 'a'] },
      { name: 'n', minSignatures: 3, signingAddresses: [`0x${'a'.repeat(40)}`, `0x${'A'.repeat(40)}`] },
    ],
  ],
  [apiIpListSchema, ['x', Array(21).fill('1.1.1.1').join(',')]],
  [
    apiKeyCreateInputSchema,
    [
      { remark: ' ', permissions: [], withdrawScope: 'custom', withdrawAddressIds: [] },
      { remark: 'r'.repeat(51), permissions: ['read'], withdrawAddressIds: [0, 1.5] },
    ],
  ],
  [appealRemarkSchema, ['short', 'x'.repeat(501)]],
  [appealProofsSchema, [['a', 'b', 'c', 'd']]],
  [
    kycSubmissionSchema,
    [
      {
        kind: 'individual',
        country: 'Britain',
        certificateType: 1,
        certificateNumber: '#',
        startDate: '2020-13-01',
        expiryDate: '2030-01-01',
        firstName: ' ',
        lastName: 'n'.repeat(51),
        city: 'c',
        address: 'a',
        frontPhotoId: '',
        selfiePhotoId: 's',
      },
      {
        kind: 'individual',
        country: 'GB',
        certificateType: 1,
        certificateNumber: 'AB123',
        startDate: '2020-01-01',
        expiryDate: '2019-01-01',
        firstName: 'f',
        lastName: 'l',
        city: 'c',
        address: 'a',
        frontPhotoId: 'x',
        selfiePhotoId: 'x',
      },
      {
        kind: 'individual',
        country: 'GB',
        certificateType: 2,
        certificateNumber: 'AB123',
        startDate: '2020-01-01',
        expiryDate: '2030-01-01',
        firstName: 'f',
        lastName: 'l',
        city: 'c',
        address: 'a',
        frontPhotoId: 'x',
        backPhotoId: 'y',
        selfiePhotoId: 'z',
      },
    ],
  ],
  [kycDatesAt('2026-06-01'), [{ startDate: '2026-06-02', expiryDate: '2026-06-01' }]],
  [
    merchantRegisterInputSchema,
    [
      {
        emailAddress: 'a@b.co',
        code: '123456',
        password: 'Abcdefghij1!',
        confirmPassword: 'Abcdefghij1!',
        fullName: ' ',
        shortName: 'S',
        companyWebsite: 'w'.repeat(301),
        address: 'A',
        businessScope: 'B',
        receiptCurrency: 'USD',
        certificateFileId: '',
        questionnaire: { over18: true, noConviction: true, noBankruptcy: true, authorityToAct: true },
        consent: { terms: true, privacy: true },
      },
    ],
  ],
  [
    p2pAdFieldsSchema,
    [
      // A fixed ad without its price; floating ones with a margin not a number and beyond ±5 %.
      { ...adFields, priceType: 'fixed' },
      { ...adFields, priceType: 'floating', margin: 'abc' },
      { ...adFields, priceType: 'floating', margin: '9' },
    ],
  ],
  [
    webhooksEndpointSchemas.webhookCreate.input,
    [
      { url: '', events: [], description: 'd'.repeat(101) },
      { url: 'ftp://shop.example.com/hooks', events: ['order.created'] },
      { url: `https://shop.example.com/${'a'.repeat(500)}`, events: ['order.created'] },
    ],
  ],
];

/**
 * Keys only the server gives: whether a webhook URL's host is public needs its DNS answer; whose a
 * multisig signature is needs the proposal and its wallet's owners.
 */
const serverOnly: readonly string[] = [
  'webhook.urlPrivate',
  'webhook.urlUnresolved',
  'webhook.httpsRequired',
  'multisig.signatureNotOwner',
  'multisig.signatureDuplicate',
  'multisig.proposalClosed',
];

const emitted = new Set(
  cases.flatMap(([schema, inputs]) =>
    inputs.flatMap((input) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []),
  ),
);

describe('validation message keys', () => {
  it('are the only messages the schemas emit', () => {
    const known: ReadonlySet<string> = new Set(validationMessageKeys);
    expect([...emitted].filter((message) => !known.has(message))).toEqual([]);
  });

  it('are each emitted by some schema', () => {
    expect(validationMessageKeys.filter((key) => !emitted.has(key) && !serverOnly.includes(key))).toEqual([]);
  });

  it('are unique', () => {
    expect(new Set(validationMessageKeys).size).toBe(validationMessageKeys.length);
  });
});

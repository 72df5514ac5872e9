import { z } from 'zod';
import { constants } from '../common/constants';
import { keyExchangeBusinessTypes } from '../common/endpoint';
import { validationKey } from '../common/validation-keys';
import {
  addressFields,
  areaCodeSchema,
  areaCodeWithPhone,
  consentSchema,
  emailOrPhone,
  emailSchema,
  loginPasswordSchema,
  phoneNumberSchema,
  questionnaireSchema,
  signUpPasswordSchema,
} from './account.schemas';
import { tokenSessionSchema } from './session.endpoint-schemas';

export const verificationCodeSchema = z
  .string()
  .regex(
    new RegExp(`^\\d{${constants.verificationCode.length}}$`),
    validationKey('verificationCode.invalid'),
  );

/**
 * What a one-time code is for. `register` and `resetPassword` go to the address given; `login`
 * (the second factor of a sign-in) to the account behind a security-verification ticket; `bind`
 * to a new address of the signed-in user; `withdraw` and `security` to the signed-in user's own.
 */
const verificationPurposes = ['register', 'resetPassword', 'login', 'bind', 'withdraw', 'security'] as const;
const verificationPurposeSchema = z.enum(verificationPurposes);
export type VerificationPurpose = z.infer<typeof verificationPurposeSchema>;

const verificationChannelSchema = z.enum(['email', 'sms']);
export type VerificationChannel = z.infer<typeof verificationChannelSchema>;

const tooLong = validationKey('text.tooLong');
const optionalText = (max: number) => z.string().trim().max(max, tooLong).optional();
const requiredText = (max: number, min = 1) =>
  z.string().trim().min(min, validationKey('text.required')).max(max, tooLong);

/**
 * Either an address (`emailAddress`, or `areaCode` + `phoneNumber`) or, for the purposes that send
 * to an account's own address, a `channel` (and for `login` the sign-in's `ticket`).
 */
export const sendVerificationCodeInputSchema = z
  .object({
    purpose: verificationPurposeSchema,
    ...addressFields,
    channel: verificationChannelSchema.optional(),
    ticket: z.string().min(1).max(128).optional(),
  })
  .refine((v) => (v.areaCode === undefined) === (v.phoneNumber === undefined), {
    error: validationKey('phone.invalid'),
    path: ['phoneNumber'],
  });

export const sendVerificationCodeResultSchema = z.object({
  /** Seconds until another code may be sent to this target. */
  resendAfterSeconds: z.number().int(),
  expireInSeconds: z.number().int(),
});

/** §2/§6: sign-up is personal (0) or enterprise (2); merchants sign up through Merchant/Register. */
const signUpAccountTypeSchema = z.union([z.literal(0), z.literal(2)]);

const passwordPair = {
  password: signUpPasswordSchema,
  confirmPassword: z.string().max(64),
};

const registrationExtras = {
  referralCode: optionalText(32),
  whatsApp: optionalText(32),
  questionnaire: questionnaireSchema,
  consent: consentSchema,
  /** The key exchange (Basic/GetKEIS `k`) the password fields are encrypted under, when they are. */
  key: z.string().max(128).optional(),
};

const confirmed = <T extends { password: string; confirmPassword: string }>(v: T) =>
  v.password === v.confirmPassword;
const mismatch = { error: validationKey('password.mismatch'), path: ['confirmPassword'] };

export const registerByEmailInputSchema = z
  .object({
    emailAddress: emailSchema,
    code: verificationCodeSchema,
    accountType: signUpAccountTypeSchema,
    ...passwordPair,
    ...registrationExtras,
  })
  .refine(confirmed, mismatch);

export const registerByPhoneInputSchema = z
  .object({
    areaCode: areaCodeSchema,
    phoneNumber: phoneNumberSchema,
    code: verificationCodeSchema,
    accountType: signUpAccountTypeSchema,
    ...passwordPair,
    ...registrationExtras,
  })
  .refine(confirmed, mismatch);

/** Sign-up signs the new account in: the token session sign-in answers, with the uid and type. */
export const registerResultSchema = tokenSessionSchema.extend({
  uid: z.string(),
  accountType: z.number().int(),
});

/**
 * Merchant sign-up (§3 merchant application fields): the login by e-mail or phone with its code,
 * the company, and the certificate uploaded first through foundation/FileUpload/ImageUpload.
 */
export const merchantRegisterInputSchema = z
  .object({
    ...addressFields,
    code: verificationCodeSchema,
    ...passwordPair,
    fullName: requiredText(200),
    shortName: requiredText(60),
    companyWebsite: optionalText(300),
    address: requiredText(300),
    businessScope: requiredText(1000),
    receiptCurrency: requiredText(10, 2),
    certificateFileId: z
      .string()
      .min(1, validationKey('merchant.certificateRequired'))
      .max(64, validationKey('merchant.certificateRequired')),
    ...registrationExtras,
  })
  .refine(confirmed, mismatch)
  .refine(...emailOrPhone)
  .refine(...areaCodeWithPhone);

export const authenticateByEmailInputSchema = z.object({
  emailAddress: emailSchema,
  password: loginPasswordSchema,
  key: z.string().max(128).optional(),
});

export const authenticateByPhoneInputSchema = z.object({
  areaCode: areaCodeSchema,
  phoneNumber: phoneNumberSchema,
  password: loginPasswordSchema,
  key: z.string().max(128).optional(),
});

/**
 * The second step of a sign-in that answered 50002: the ticket and a code sent for `login`, or the
 * authenticator's code when the account has one bound.
 */
export const securityVerificationInputSchema = z.object({
  ticket: z.string().min(1).max(128),
  /** `google` when the account has an authenticator bound: its code is then the second factor. */
  channel: z.enum(['email', 'sms', 'google']),
  code: verificationCodeSchema,
});

export const resetVerificationByEmailInputSchema = z.object({
  emailAddress: emailSchema,
  code: verificationCodeSchema,
});
export const resetVerificationByPhoneInputSchema = z.object({
  areaCode: areaCodeSchema,
  phoneNumber: phoneNumberSchema,
  code: verificationCodeSchema,
});
export const resetTicketSchema = z.object({ ticket: z.string(), expireInSeconds: z.number().int() });

const resetPasswordFields = {
  ticket: z.string().min(1).max(128),
  ...passwordPair,
  key: z.string().max(128).optional(),
};
export const resetPasswordByEmailInputSchema = z
  .object({ emailAddress: emailSchema, ...resetPasswordFields })
  .refine(confirmed, mismatch);
export const resetPasswordByPhoneInputSchema = z
  .object({ areaCode: areaCodeSchema, phoneNumber: phoneNumberSchema, ...resetPasswordFields })
  .refine(confirmed, mismatch);

/** §3 key-exchange result: iv (hex), salt (hex), key material, expiry in seconds. */
export const keyExchangeSchema = z.object({
  i: z.string(),
  s: z.string(),
  k: z.string(),
  e: z.number().int(),
});
const keyExchangeBusinessTypeSchema = z.enum(keyExchangeBusinessTypes);
/** §3 payload: `t` business type, `r` the exchange's `k`, `p` the business type encrypted under it. */
export const ptrInputSchema = z.object({
  t: keyExchangeBusinessTypeSchema,
  r: z.string().min(1).max(128),
  p: z.string().min(1).max(256),
});
export const ptrResultSchema = z.object({ t: keyExchangeBusinessTypeSchema, e: z.number().int() });

export const qrGenerateResultSchema = z.object({
  ticket: z.string(),
  /** The text to draw as the QR code. */
  qrCode: z.string(),
  /** Only the page that asked holds it: polling needs it, so seeing the QR code is not enough. */
  pollSecret: z.string(),
  expireInSeconds: z.number().int(),
  pollIntervalMs: z.number().int(),
});
export const qrTicketInputSchema = z.object({ ticket: z.string().min(1).max(128) });
export const qrScanResultSchema = z.object({
  /** Where the page that shows the code runs, so the user can tell it is theirs. */
  ip: z.string(),
  userAgent: z.string(),
  expireInSeconds: z.number().int(),
});
export const qrConfirmInputSchema = z.object({ ticket: z.string().min(1).max(128), approve: z.boolean() });
export const qrPollInputSchema = z.object({
  ticket: z.string().min(1).max(128),
  pollSecret: z.string().min(1).max(128),
});

const uploadPurposes = ['merchantCertificate', 'kycPhoto', 'generic', 'securityEvidence'] as const;
const uploadPurposeSchema = z.enum(uploadPurposes);
export type UploadPurpose = z.infer<typeof uploadPurposeSchema>;
export const imageUploadInputSchema = z.object({ purpose: uploadPurposeSchema });
export const imageUploadResultSchema = z.object({
  /** Names the file in later calls (e.g. Merchant/Register `certificateFileId`); only its uploader may. */
  fileId: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});

/**
 * foundation/FileUpload/GetFile: an uploaded file, for its owner (signed in, by bearer token) or
 * for whoever holds a signed link that has not expired (what KYC/Get answers, what the operator
 * console prints). There is no path by content hash: files are never public.
 */
export const getFileInputSchema = z.object({
  id: z.string().min(1).max(64),
  /** Unix seconds; with `signature`, from a signed link. */
  expires: z.coerce.number().int().positive().optional(),
  signature: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export const privateFileResultSchema = z.object({
  contentType: z.enum(['image/png', 'image/jpeg', 'image/gif', 'image/bmp']),
  bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
  etag: z.string(),
});

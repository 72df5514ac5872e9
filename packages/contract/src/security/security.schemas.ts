import { z } from 'zod';
import {
  addressFields,
  areaCodeSchema,
  areaCodeWithPhone,
  changePasswordSchema,
  emailOrPhone,
  emailSchema,
  fundPinSchema,
  loginPasswordSchema,
  phoneNumberSchema,
  verificationCodeSchema,
} from '../auth';
import { enumSchema } from '../common/enum-schema';
import { pagedInputSchema, pagedResultSchema } from '../common/pagination';
import { validationKey } from '../common/validation-keys';
import { securityChangeStatus } from './security.enums';

/**
 * The second factor of a security operation. With an authenticator bound its code is always
 * needed; without one, a `security` code (Basic/SendVerificationCode) to a bound e-mail or phone.
 * Changing or removing a phone or e-mail also needs a code sent to that old address.
 */
export const secondFactorFields = {
  emailCode: verificationCodeSchema.optional(),
  smsCode: verificationCodeSchema.optional(),
  googleCode: verificationCodeSchema.optional(),
};
export const secondFactorSchema = z.object(secondFactorFields);
export type SecondFactor = z.infer<typeof secondFactorSchema>;

/** Bind or change a phone: the new number and the `bind` code sent to it. */
export const phoneChangeInputSchema = z.object({
  areaCode: areaCodeSchema,
  phoneNumber: phoneNumberSchema,
  code: verificationCodeSchema,
  ...secondFactorFields,
});

/** Bind or change an e-mail address: the new address and the `bind` code sent to it. */
export const emailChangeInputSchema = z.object({
  emailAddress: emailSchema,
  code: verificationCodeSchema,
  ...secondFactorFields,
});

export const googleBindInfoSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** `otpauth://totp/…`: the text of the QR code. */
  otpauthUri: z.string(),
  issuer: z.string(),
  accountName: z.string(),
  /** ISO time: until then every call answers this same secret; after it, a new one. */
  expiresAt: z.string(),
});

/** The authenticator's code is required; the rest of the second factor as usual. */
export const googleCodeInputSchema = z.object({
  ...secondFactorFields,
  googleCode: verificationCodeSchema,
});

const mismatch = <K extends string>(path: K, key: 'password.mismatch' | 'fundPin.mismatch') => ({
  error: validationKey(key),
  path: [path],
});

export const updatePasswordInputSchema = z
  .object({
    oldPassword: loginPasswordSchema,
    newPassword: changePasswordSchema,
    confirmPassword: z.string().max(64),
    googleCode: verificationCodeSchema.optional(),
    /** The key exchange the password fields are encrypted under, when they are. */
    key: z.string().max(128).optional(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, mismatch('confirmPassword', 'password.mismatch'));

export const fundPasswordInputSchema = z
  .object({
    fundPin: fundPinSchema,
    confirmFundPin: z.string().max(64),
    ...secondFactorFields,
    key: z.string().max(128).optional(),
  })
  .refine((v) => v.fundPin === v.confirmFundPin, mismatch('confirmFundPin', 'fundPin.mismatch'));

/** Where a logged event came from (and what it was about, masked). */
const clientFields = {
  detail: z.string().nullable(),
  ip: z.string(),
  deviceId: z.string().nullable(),
  userAgent: z.string(),
  clientType: z.number().int(),
};

/** One row of the sign-in history. */
const loginHistoryItemSchema = z.object({
  id: z.number().int(),
  time: z.string(),
  /** login, securityVerification, qrLogin, refreshReuse, logout, passwordReset, register. */
  event: z.string(),
  /** success, failure, locked, banned, verificationRequired. */
  result: z.string(),
  ...clientFields,
});

/** One security operation: what, when, from where. */
const safeOperationItemSchema = z.object({
  id: z.number().int(),
  time: z.string(),
  operation: z.string(),
  /** success, failure, refused. */
  result: z.string(),
  ...clientFields,
});

export const historyInputSchema = pagedInputSchema;
export const loginHistoryResultSchema = pagedResultSchema(loginHistoryItemSchema);
export const safeOperationResultSchema = pagedResultSchema(safeOperationItemSchema);

const sessionItemSchema = z.object({
  sessionId: z.string(),
  /** 0 web, 1 the mobile app. */
  clientType: z.number().int(),
  deviceId: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string(),
  /** password, securityVerification, qr. */
  method: z.string(),
  createdAt: z.string(),
  /** The latest sign-in or token refresh of the session (refreshes come every few minutes in use). */
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  /** The session this call came from. */
  current: z.boolean(),
});
export const sessionListResultSchema = z.object({ items: z.array(sessionItemSchema) });
export const revokeSessionInputSchema = z.object({ sessionId: z.string().min(1).max(64) });

/** What a change application replaces. */
export const securityItemSchema = z.enum(['phone', 'email', 'google']);
export type SecurityItem = z.infer<typeof securityItemSchema>;

/**
 * Step one (/security/first): who, what was lost, and proof with what remains: the password, and a
 * `security` code (or the authenticator's code) for every item still bound besides the lost one.
 */
export const securityChangeVerifyInputSchema = z
  .object({
    ...addressFields,
    password: loginPasswordSchema,
    lostItem: securityItemSchema,
    ...secondFactorFields,
    key: z.string().max(128).optional(),
  })
  .refine(...emailOrPhone)
  .refine(...areaCodeWithPhone);
export const securityChangeTicketSchema = z.object({
  ticket: z.string(),
  expireInSeconds: z.number().int(),
  lostItem: securityItemSchema,
});

/**
 * Step two (/security/second): the identity evidence (uploaded with purpose `securityEvidence`)
 * and the new item with the `bind` code sent to it; nothing new for a lost authenticator (the user
 * binds a new one after the approval).
 */
export const securityChangeSubmitInputSchema = z.object({
  ticket: z.string().min(1).max(128),
  idPhotoFileId: z.string().min(1).max(64),
  selfieFileId: z.string().min(1).max(64),
  newEmailAddress: emailSchema.optional(),
  newAreaCode: areaCodeSchema.optional(),
  newPhoneNumber: phoneNumberSchema.optional(),
  newCode: verificationCodeSchema.optional(),
});

/** Step three (/security/third): where the application stands. */
export const securityChangeApplicationSchema = z.object({
  applicationId: z.number().int(),
  lostItem: securityItemSchema,
  status: enumSchema(securityChangeStatus),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Business days the review takes (§9). */
  reviewBusinessDays: z.number().int(),
  /** Hours withdrawals and transfers stay held after an approved change (§9). */
  holdHours: z.number().int(),
});
export const securityChangeSubmitResultSchema = securityChangeApplicationSchema.extend({
  /** Keep it to look the application up (GetStatus); it is not shown again. */
  queryToken: z.string(),
});
export const securityChangeStatusInputSchema = z.object({ queryToken: z.string().min(1).max(128) });

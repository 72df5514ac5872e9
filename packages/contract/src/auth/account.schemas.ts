import { z } from 'zod';
import { constants } from '../common/constants';
import { type ValidationMessageKey, validationKey } from '../common/validation-keys';

const { password, fundPinLength } = constants;

/** Sign-up: 12–20 characters with a digit, a lower-case and an upper-case letter and a symbol. */
export const signUpPasswordSchema = z
  .string()
  .min(password.signUp.min, validationKey('password.signUpLength'))
  .max(password.signUp.max, validationKey('password.signUpLength'))
  .regex(/\d/, validationKey('password.needsDigit'))
  .regex(/[a-z]/, validationKey('password.needsLower'))
  .regex(/[A-Z]/, validationKey('password.needsUpper'))
  .regex(/[^A-Za-z0-9\s]/, validationKey('password.needsSymbol'));

/** Login checks length only: an older password or one set by a change may be 8 long (§5, §9). */
export const loginPasswordSchema = z
  .string()
  .min(password.login.min, validationKey('password.length'))
  .max(password.login.max, validationKey('password.length'));

export const changePasswordSchema = z
  .string()
  .min(password.change.min, validationKey('password.length'))
  .max(password.change.max, validationKey('password.length'));

export const fundPinSchema = z
  .string()
  .regex(new RegExp(`^\\d{${fundPinLength}}$`), validationKey('fundPin.sixDigits'));

export const emailSchema = z
  .string()
  .trim()
  .pipe(z.email(validationKey('email.invalid')).max(254, validationKey('email.invalid')));

/** The national number without the area code: digits only. */
export const phoneNumberSchema = z.string().regex(/^\d{5,15}$/, validationKey('phone.invalid'));

/** The international calling code, as '+86'. */
export const areaCodeSchema = z.string().regex(/^\+\d{1,4}$/, validationKey('areaCode.invalid'));

/** An address to send to or sign in by: an e-mail address, or a phone number with its area code. */
export const addressFields = {
  emailAddress: emailSchema.optional(),
  areaCode: areaCodeSchema.optional(),
  phoneNumber: phoneNumberSchema.optional(),
};
type AddressFields = { emailAddress?: string; areaCode?: string; phoneNumber?: string };
type Refinement = [check: (v: AddressFields) => boolean, params: { error: string; path: string[] }];
/** Refinements of a login by either address (`.refine(...emailOrPhone).refine(...areaCodeWithPhone)`). */
export const emailOrPhone: Refinement = [
  (v: AddressFields) => (v.emailAddress === undefined) !== (v.phoneNumber === undefined),
  { error: validationKey('email.invalid'), path: ['emailAddress'] },
];
export const areaCodeWithPhone: Refinement = [
  (v: AddressFields) => (v.areaCode === undefined) === (v.phoneNumber === undefined),
  { error: validationKey('areaCode.invalid'), path: ['areaCode'] },
];

const mustAgree = z.literal(true, validationKey('notEligibleToRegister'));

/** The registration questionnaire: any "no" means the person may not register (§5). */
export const questionnaireSchema = z.object({
  over18: mustAgree,
  noConviction: mustAgree,
  noBankruptcy: mustAgree,
  authorityToAct: mustAgree,
});

export const consentSchema = z.object({
  terms: z.literal(true, validationKey('consent.termsRequired')),
  privacy: z.literal(true, validationKey('consent.privacyRequired')),
});

/** The contact form's consent to the use of the data sent. */
export const dataUseConsentSchema = z.literal(true, validationKey('consent.dataUseRequired'));

/**
 * Adds "the confirmation equals the original" to a form schema; the issue lands on the
 * confirmation field, next to any issue of the fields themselves.
 */
const withConfirmation = <T extends z.ZodObject>(
  schema: T,
  fields: { value: keyof z.output<T> & string; confirmation: keyof z.output<T> & string },
  message: ValidationMessageKey,
) =>
  schema.refine((data: z.output<T>) => data[fields.value] === data[fields.confirmation], {
    error: message,
    path: [fields.confirmation],
  });

export const signUpPasswordFormSchema = withConfirmation(
  z.object({ password: signUpPasswordSchema, confirmPassword: z.string() }),
  { value: 'password', confirmation: 'confirmPassword' },
  'password.mismatch',
);

export const changePasswordFormSchema = withConfirmation(
  z.object({
    oldPassword: loginPasswordSchema,
    newPassword: changePasswordSchema,
    confirmPassword: z.string(),
  }),
  { value: 'newPassword', confirmation: 'confirmPassword' },
  'password.mismatch',
);

export const fundPinFormSchema = withConfirmation(
  z.object({ fundPin: fundPinSchema, confirmFundPin: z.string() }),
  { value: 'fundPin', confirmation: 'confirmFundPin' },
  'fundPin.mismatch',
);

/**
 * The messages of a password that breaks the password rules (length and the kinds of character):
 * spec §8 gives such a password its own code (51091) on top of the fields named.
 */
export const passwordRuleKeys = [
  'password.signUpLength',
  'password.length',
  'password.needsDigit',
  'password.needsLower',
  'password.needsUpper',
  'password.needsSymbol',
] as const;

/**
 * Every message a contract schema can put on a zod issue. Both apps translate these keys
 * (apps/web/src/locales/<lang>/validation.json), so a schema never carries English prose.
 * Type mismatches (a number where a string belongs) keep zod's own text: only a buggy client
 * sends those, never a user.
 */
export const validationMessageKeys = [
  ...passwordRuleKeys,
  'password.mismatch',
  'fundPin.sixDigits',
  'fundPin.mismatch',
  'email.invalid',
  'phone.invalid',
  'areaCode.invalid',
  'verificationCode.invalid',
  'notEligibleToRegister',
  'consent.termsRequired',
  'consent.privacyRequired',
  'consent.dataUseRequired',
  'contact.nameRequired',
  'contact.nameTooLong',
  'contact.titleRequired',
  'contact.titleTooLong',
  'contact.messageTooShort',
  'contact.messageTooLong',
  'amount.invalidFormat',
  'amount.tooManyDigits',
  'amount.tooManyDecimals',
  'amount.mustBePositive',
  'page.invalidSkipCount',
  'page.invalidPageSize',
  'multisig.nameRequired',
  'multisig.nameTooLong',
  'multisig.minSignaturesNotInteger',
  'multisig.minSignaturesTooLow',
  'multisig.addressRequired',
  'multisig.addressesRequired',
  'multisig.tooFewAddresses',
  'multisig.tooManyAddresses',
  'multisig.duplicateAddress',
  'multisig.invalidAddress',
  'multisig.signatureNotOwner',
  'multisig.signatureDuplicate',
  'multisig.proposalClosed',
  'apiKey.invalidIp',
  'apiKey.tooManyIps',
  'apiKey.remarkRequired',
  'apiKey.remarkTooLong',
  'apiKey.permissionsRequired',
  'apiKey.invalidAddressId',
  'apiKey.addressIdsRequired',
  'appeal.remarkTooShort',
  'appeal.remarkTooLong',
  'appeal.tooManyProofs',
  'kyc.fieldRequired',
  'kyc.fieldTooLong',
  'kyc.countryInvalid',
  'kyc.documentNumberInvalid',
  'kyc.dateInvalid',
  'kyc.expiryBeforeStart',
  'kyc.startInFuture',
  'kyc.documentExpired',
  'kyc.photoRequired',
  'kyc.passportHasNoBack',
  'kyc.photoDuplicate',
  'text.required',
  'text.tooLong',
  'merchant.certificateRequired',
  'webhook.urlInvalid',
  'webhook.urlTooLong',
  'webhook.eventsRequired',
  'webhook.descriptionTooLong',
  'webhook.urlPrivate',
  'webhook.urlUnresolved',
  'webhook.httpsRequired',
  'p2p.marginInvalid',
  'p2p.marginOutOfRange',
  'p2p.priceRequired',
] as const;

export type ValidationMessageKey = (typeof validationMessageKeys)[number];

/** Spells a key with a compile-time check that it is in the list above. */
export const validationKey = (key: ValidationMessageKey): ValidationMessageKey => key;

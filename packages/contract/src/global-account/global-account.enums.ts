import { defineEnum, type EnumValue } from '../common/enum';

/**
 * The global account application. The first three are spec §4's fiat account states (the same
 * numbers as the cash account's); `rejected` is ours: the operator refused it (the user may apply
 * again). Open is not a state: the status is null once the account is open (as the cash account).
 */
export const globalAccountStatus = defineEnum({
  submittedAwaitingReview: 0,
  beingCreated: 1,
  needsReconfirmation: 2,
  rejected: 3,
});

/**
 * An incoming payment to the global account details. One from a whitelisted payer past its
 * cool-off is credited at once; any other waits for the operator (pending review), who credits it
 * (credited) or sends it back to the payer (returned). Nothing else happens to a pay-in.
 */
export const globalPayInStatus = defineEnum({
  pendingReview: 0,
  credited: 1,
  returned: 2,
});

/** Why a pay-in waits for review rather than being credited (codes the web translates). */
export const globalPayInReviewReasons = [
  /** The paying account is not on the user's payer whitelist. */
  'notWhitelisted',
  /** The paying account is whitelisted but its cool-off has not ended. */
  'whitelistCoolingOff',
  /** The transfer's currency is not the currency of the account details it was paid to. */
  'currencyMismatch',
] as const;
export type GlobalPayInReviewReason = (typeof globalPayInReviewReasons)[number];

/**
 * What a service fee is charged for (GlobalAccountRate/CalculateServiceFee `serviceType`): an
 * incoming payment (by payment type), a move from the cash account to the global account
 * (record type fiat-to-global) and back (global-to-fiat).
 */
export const globalServiceType = defineEnum({
  payIn: 0,
  fiatToGlobal: 1,
  globalToFiat: 2,
});

/**
 * The document forms a global account application is made with (the "channel" of
 * GetChannelAttachmentDynamicFormsFields): a person's or a business's. Each asks its own documents.
 */
export const globalAccountChannels = ['personal', 'business'] as const;
export type GlobalAccountChannel = (typeof globalAccountChannels)[number];

export type GlobalAccountStatus = EnumValue<typeof globalAccountStatus>;
export type GlobalPayInStatus = EnumValue<typeof globalPayInStatus>;
export type GlobalServiceType = EnumValue<typeof globalServiceType>;

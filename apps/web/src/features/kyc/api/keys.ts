/** The identity-verification queries share one root, so a submission refreshes them all. */
export const kycKeys = {
  all: ['kyc'] as const,
  record: ['kyc', 'record'] as const,
};

/** While a verification is under review the page asks again this often, so a decision shows up. */
export const reviewPollMs = 5000;

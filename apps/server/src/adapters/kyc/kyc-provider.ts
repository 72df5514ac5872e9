/** What the browser needs to start a verification with the provider (KYC/SumsubAccessToken). */
export interface KycAccessToken {
  token: string;
  /** The id the provider knows the user by: our uid. */
  userId: string;
  levelName: string;
  expiresInSeconds: number;
}

/**
 * The identity-verification provider (DESIGN §5, the spec's Sumsub calls). The sandbox (the
 * default) issues its own tokens and leaves the documents to our form, reviewed by an operator;
 * Sumsub's adapter asks Sumsub for a WebSDK token. Either way the provider's decisions come back
 * through KYC/updateKycStatus, signed with the shared webhook secret (see callback-signature.ts).
 */
export interface KycProvider {
  /** `sandbox` or `sumsub`: recorded with the decisions it makes. */
  readonly name: string;
  /** `form`: the documents go through KYC/Create; `sdk`: the provider's SDK collects them. */
  readonly flow: 'form' | 'sdk';
  accessToken(applicant: {
    externalUserId: string;
    email: string | null;
    phone: string | null;
  }): Promise<KycAccessToken>;
}

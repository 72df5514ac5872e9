import { randomToken } from '../../lib/secrets';
import type { KycProvider } from './kyc-provider';

export const sandboxLevelName = 'coffer-sandbox-basic';
const ttlSeconds = 600;

/**
 * The sandbox provider: it hands out a token shaped like Sumsub's sandbox ones (nobody checks it)
 * and says `form`, so the browser collects the documents with our own form; an operator reviews
 * them (`ops kyc:approve`), or the sandbox approves them by itself after a delay when configured.
 */
export function createSandboxKycProvider(): KycProvider {
  return {
    name: 'sandbox',
    flow: 'form',
    async accessToken(applicant) {
      return {
        token: `_act-sbx-${randomToken(24)}`,
        userId: applicant.externalUserId,
        levelName: sandboxLevelName,
        expiresInSeconds: ttlSeconds,
      };
    },
  };
}

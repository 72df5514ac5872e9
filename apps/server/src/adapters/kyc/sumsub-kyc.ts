import { createHmac } from 'node:crypto';
import { z } from 'zod';
import type { KycProvider } from './kyc-provider';

export interface SumsubOptions {
  /** `X-App-Token` (sbx:… or prd:…). */
  appToken: string;
  /** Signs each request (X-App-Access-Sig). */
  secretKey: string;
  levelName: string;
  baseUrl?: string;
  ttlSeconds?: number;
  timeoutMs?: number;
  now?: () => Date;
}

const tokenAnswer = z.object({ token: z.string().min(1), userId: z.string() });

/**
 * Sumsub's request signature: HMAC-SHA256 (hex) of the Unix time in seconds, the method, the path
 * with its query, and the body, keyed with the app's secret key.
 */
export function sumsubSignature(secretKey: string, ts: string, method: string, path: string, body: string) {
  return createHmac('sha256', secretKey).update(`${ts}${method.toUpperCase()}${path}${body}`).digest('hex');
}

/**
 * Sumsub: KYC/SumsubAccessToken asks Sumsub for a WebSDK access token for the user (by uid, at the
 * configured level); the SDK then collects the documents and Sumsub calls KYC/updateKycStatus.
 */
export function createSumsubKycProvider(options: SumsubOptions): KycProvider {
  const baseUrl = (options.baseUrl ?? 'https://api.sumsub.com').replace(/\/$/, '');
  const ttlSeconds = options.ttlSeconds ?? 600;
  const now = options.now ?? (() => new Date());
  return {
    name: 'sumsub',
    flow: 'sdk',
    async accessToken(applicant) {
      const path = '/resources/accessTokens/sdk';
      const identifiers = {
        ...(applicant.email ? { email: applicant.email } : {}),
        ...(applicant.phone ? { phone: applicant.phone } : {}),
      };
      const body = JSON.stringify({
        userId: applicant.externalUserId,
        levelName: options.levelName,
        ttlInSecs: ttlSeconds,
        ...(Object.keys(identifiers).length ? { applicantIdentifiers: identifiers } : {}),
      });
      const ts = String(Math.floor(now().getTime() / 1000));
      const res = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'x-app-token': options.appToken,
          'x-app-access-ts': ts,
          'x-app-access-sig': sumsubSignature(options.secretKey, ts, 'POST', path, body),
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      // The answer's text may describe the applicant: only the status is kept in the error.
      if (!res.ok) throw new Error(`Sumsub answered ${res.status} to the access-token request`);
      const parsed = tokenAnswer.safeParse(await res.json());
      if (!parsed.success) throw new Error('Sumsub answered an access token of an unexpected shape');
      return {
        token: parsed.data.token,
        userId: parsed.data.userId || applicant.externalUserId,
        levelName: options.levelName,
        expiresInSeconds: ttlSeconds,
      };
    },
  };
}

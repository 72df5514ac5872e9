import { z } from 'zod';
import { appPath, defineEndpoint } from '../common/endpoint';
import {
  kycAccessTokenSchema,
  kycCallbackResultSchema,
  kycCallbackSchema,
  kycRecordSchema,
  kycSubmissionSchema,
} from './kyc.schemas';

const both = ['base', 'merchant'] as const;

/** Spec §7 "KYC": identity verification of the signed-in user, and the provider's callback. */
export const kycEndpoints = {
  /** The first submission: status 0 → 1. Anything already submitted or verified answers 50015. */
  create: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('KYC/Create'),
    input: kycSubmissionSchema,
    result: kycRecordSchema,
    auth: { kind: 'user' },
  }),
  get: defineEndpoint({
    hosts: both,
    method: 'GET',
    path: appPath('KYC/Get'),
    input: z.object({}),
    result: kycRecordSchema,
    auth: { kind: 'user' },
  }),
  /** A resubmission, only while rejected (status 2 → 1); 409 while under review, 50015 once verified. */
  update: defineEndpoint({
    hosts: both,
    method: 'PUT',
    path: appPath('KYC/Update'),
    input: kycSubmissionSchema,
    result: kycRecordSchema,
    auth: { kind: 'user' },
  }),
  sumsubAccessToken: defineEndpoint({
    hosts: both,
    method: 'POST',
    path: appPath('KYC/SumsubAccessToken'),
    input: z.object({}),
    result: kycAccessTokenSchema,
    auth: { kind: 'user' },
  }),
  /** Called by the verification provider, signed with the shared secret (no user token). */
  updateKycStatus: defineEndpoint({
    hosts: ['base'],
    method: 'POST',
    path: appPath('KYC/updateKycStatus'),
    input: kycCallbackSchema,
    result: kycCallbackResultSchema,
    auth: { kind: 'anonymous' },
  }),
};

import { z } from 'zod';
import {
  kycAccessTokenSchema,
  kycCallbackResultSchema,
  kycCallbackSchema,
  kycRecordSchema,
  kycSubmissionSchema,
} from './kyc.schemas';

/** Spec §7 "KYC": identity verification of the signed-in user, and the provider's callback. */
export const kycEndpointSchemas = {
  /** The first submission: status 0 → 1. Anything already submitted or verified answers 50015. */
  create: {
    input: kycSubmissionSchema,
    result: kycRecordSchema,
  },
  get: {
    input: z.object({}),
    result: kycRecordSchema,
  },
  /** A resubmission, only while rejected (status 2 → 1); 409 while under review, 50015 once verified. */
  update: {
    input: kycSubmissionSchema,
    result: kycRecordSchema,
  },
  sumsubAccessToken: {
    input: z.object({}),
    result: kycAccessTokenSchema,
  },
  /** Called by the verification provider, signed with the shared secret (no user token). */
  updateKycStatus: {
    input: kycCallbackSchema,
    result: kycCallbackResultSchema,
  },
};

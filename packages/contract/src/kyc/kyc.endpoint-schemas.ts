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
  create: {
    input: kycSubmissionSchema,
    result: kycRecordSchema,
  },
  get: {
    input: z.object({}),
    result: kycRecordSchema,
  },
  update: {
    input: kycSubmissionSchema,
    result: kycRecordSchema,
  },
  sumsubAccessToken: {
    input: z.object({}),
    result: kycAccessTokenSchema,
  },
  updateKycStatus: {
    input: kycCallbackSchema,
    result: kycCallbackResultSchema,
  },
};

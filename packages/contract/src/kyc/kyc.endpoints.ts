import { appPath, describeEndpoint } from '../common/endpoint';
import type { kycEndpointSchemas } from './kyc.endpoint-schemas';

const both = ['base', 'merchant'] as const;

/** Spec §7 "KYC": identity verification of the signed-in user, and the provider's callback. */
export const kycEndpoints = {
  /** The first submission: status 0 → 1. Anything already submitted or verified answers 50015. */
  create: describeEndpoint<typeof kycEndpointSchemas.create>()({
    hosts: both,
    method: 'POST',
    path: appPath('KYC/Create'),
    auth: { kind: 'user' },
  }),
  get: describeEndpoint<typeof kycEndpointSchemas.get>()({
    hosts: both,
    method: 'GET',
    path: appPath('KYC/Get'),
    auth: { kind: 'user' },
  }),
  /** A resubmission, only while rejected (status 2 → 1); 409 while under review, 50015 once verified. */
  update: describeEndpoint<typeof kycEndpointSchemas.update>()({
    hosts: both,
    method: 'PUT',
    path: appPath('KYC/Update'),
    auth: { kind: 'user' },
  }),
  sumsubAccessToken: describeEndpoint<typeof kycEndpointSchemas.sumsubAccessToken>()({
    hosts: both,
    method: 'POST',
    path: appPath('KYC/SumsubAccessToken'),
    auth: { kind: 'user' },
  }),
  /** Called by the verification provider, signed with the shared secret (no user token). */
  updateKycStatus: describeEndpoint<typeof kycEndpointSchemas.updateKycStatus>()({
    hosts: ['base'],
    method: 'POST',
    path: appPath('KYC/updateKycStatus'),
    auth: { kind: 'anonymous' },
  }),
};

import { anonymous, byRole, describeEndpoints, onBase, user } from '../common/endpoint';
import type { kycEndpointSchemas } from './kyc.endpoint-schemas';

/** Spec §7 "KYC": identity verification of the signed-in user, and the provider's callback. */
export const kycEndpoints = describeEndpoints<typeof kycEndpointSchemas>()({
  /** The first submission: status 0 → 1. Anything already submitted or verified answers 50015. */
  create: byRole.post('KYC/Create', user),
  get: byRole.get('KYC/Get', user),
  /** A resubmission, only while rejected (status 2 → 1); 409 while under review, 50015 once verified. */
  update: byRole.put('KYC/Update', user),
  sumsubAccessToken: byRole.post('KYC/SumsubAccessToken', user),
  /** Called by the verification provider, signed with the shared secret (no user token). */
  updateKycStatus: onBase.post('KYC/updateKycStatus', anonymous),
});

import { anonymous, describeEndpoints, routesOn, user } from '../common/endpoint';
import type { kycEndpointSchemas } from './kyc.endpoint-schemas';

const on = routesOn(['base', 'merchant']);
const onBase = routesOn(['base']);

/** Spec §7 "KYC": identity verification of the signed-in user, and the provider's callback. */
export const kycEndpoints = describeEndpoints<typeof kycEndpointSchemas>()({
  /** The first submission: status 0 → 1. Anything already submitted or verified answers 50015. */
  create: on.post('KYC/Create', user),
  get: on.get('KYC/Get', user),
  /** A resubmission, only while rejected (status 2 → 1); 409 while under review, 50015 once verified. */
  update: on.put('KYC/Update', user),
  sumsubAccessToken: on.post('KYC/SumsubAccessToken', user),
  /** Called by the verification provider, signed with the shared secret (no user token). */
  updateKycStatus: onBase.post('KYC/updateKycStatus', anonymous),
});

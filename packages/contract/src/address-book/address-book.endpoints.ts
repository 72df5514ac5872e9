import { byRole, describeEndpoints, user } from '../common/endpoint';
import { errors } from '../common/errors';
import type { addressBookEndpointSchemas } from './address-book.endpoint-schemas';

/** A wrong fund PIN (or second-factor code) belongs under the PIN, as for a withdrawal. */
const authorizationFieldCodes = { [errors.securityVerificationFailed.code]: 'fundPassword' } as const;

export const addressBookEndpoints = describeEndpoints<typeof addressBookEndpointSchemas>()({
  create: byRole.post('UserCoinAddress/Create', user, { fieldCodes: authorizationFieldCodes }),
  del: byRole.post('UserCoinAddress/Del', user, { fieldCodes: authorizationFieldCodes }),
  get: byRole.get('UserCoinAddress/Get', user),
});

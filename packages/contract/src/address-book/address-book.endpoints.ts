import { describeEndpoints, routesOn, user } from '../common/endpoint';
import { errors } from '../common/errors';
import type { addressBookEndpointSchemas } from './address-book.endpoint-schemas';

/** A wrong fund PIN (or second-factor code) belongs under the PIN, as for a withdrawal. */
const authorizationFieldCodes = { [errors.securityVerificationFailed.code]: 'fundPassword' } as const;

/** "Host by role": merchants make the same calls on the merchant host (spec §6, §7). */
const on = routesOn(['base', 'merchant']);

export const addressBookEndpoints = describeEndpoints<typeof addressBookEndpointSchemas>()({
  create: on.post('UserCoinAddress/Create', user, { fieldCodes: authorizationFieldCodes }),
  del: on.post('UserCoinAddress/Del', user, { fieldCodes: authorizationFieldCodes }),
  get: on.get('UserCoinAddress/Get', user),
});

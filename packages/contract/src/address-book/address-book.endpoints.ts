import { appPath, describeEndpoint } from '../common/endpoint';
import { errors } from '../common/errors';
import type { addressBookEndpointSchemas } from './address-book.endpoint-schemas';

const user = { kind: 'user' } as const;
/** "Host by role": merchants make the same calls on the merchant host (spec §6, §7). */
const hosts = ['base', 'merchant'] as const;

/** A wrong fund PIN (or second-factor code) belongs under the PIN, as for a withdrawal. */
const authorizationFieldCodes = { [errors.securityVerificationFailed.code]: 'fundPassword' } as const;

export const addressBookEndpoints = {
  create: describeEndpoint<typeof addressBookEndpointSchemas.create>()({
    hosts,
    method: 'POST',
    path: appPath('UserCoinAddress/Create'),
    auth: user,
    fieldCodes: authorizationFieldCodes,
  }),
  del: describeEndpoint<typeof addressBookEndpointSchemas.del>()({
    hosts,
    method: 'POST',
    path: appPath('UserCoinAddress/Del'),
    auth: user,
    fieldCodes: authorizationFieldCodes,
  }),
  get: describeEndpoint<typeof addressBookEndpointSchemas.get>()({
    hosts,
    method: 'GET',
    path: appPath('UserCoinAddress/Get'),
    auth: user,
  }),
};

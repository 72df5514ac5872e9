import { z } from 'zod';
import { chainAddressSchema, coinCodeSchema, networkCodeSchema } from '../assets/assets.schemas';
import { appPath, defineEndpoint } from '../common/endpoint';
import { errors } from '../common/errors';
import { secondFactorFields } from '../security/security.schemas';
import { addressBookEntrySchema } from './address-book.schemas';

const user = { kind: 'user' } as const;
/** "Host by role": merchants make the same calls on the merchant host (spec §6, §7). */
const hosts = ['base', 'merchant'] as const;

/**
 * What authorises a change to the withdrawal address book, as it authorises a withdrawal: the fund
 * PIN, and the second factor (the authenticator's code when bound, else a `security` code to the
 * user's own e-mail or phone).
 */
const addressBookAuthorizationFields = {
  fundPassword: z.string().min(1).max(64),
  ...secondFactorFields,
};

/** A wrong fund PIN (or second-factor code) belongs under the PIN, as for a withdrawal. */
const authorizationFieldCodes = { [errors.securityVerificationFailed.code]: 'fundPassword' } as const;

export const addressBookEndpoints = {
  create: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('UserCoinAddress/Create'),
    input: z.object({
      coin: coinCodeSchema,
      network: networkCodeSchema,
      address: chainAddressSchema,
      label: z.string().trim().max(30).default(''),
      ...addressBookAuthorizationFields,
    }),
    result: addressBookEntrySchema,
    auth: user,
    fieldCodes: authorizationFieldCodes,
  }),
  del: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('UserCoinAddress/Del'),
    input: z.object({
      id: z.coerce.number().int().positive().max(2_147_483_647),
      ...addressBookAuthorizationFields,
    }),
    result: z.boolean(),
    auth: user,
    fieldCodes: authorizationFieldCodes,
  }),
  get: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('UserCoinAddress/Get'),
    input: z.object({ coin: coinCodeSchema.optional(), network: networkCodeSchema.optional() }),
    result: z.array(addressBookEntrySchema),
    auth: user,
  }),
};

import { z } from 'zod';
import { chainAddressSchema, coinCodeSchema, networkCodeSchema } from '../assets';
import { secondFactorFields } from '../security';
import { addressBookEntrySchema } from './address-book.schemas';

/**
 * What authorises a change to the withdrawal address book, as it authorises a withdrawal: the fund
 * PIN, and the second factor (the authenticator's code when bound, else a `security` code to the
 * user's own e-mail or phone).
 */
const addressBookAuthorizationFields = {
  fundPassword: z.string().min(1).max(64),
  ...secondFactorFields,
};

/**
 * The schemas of the endpoints in address-book.endpoints.ts, by the same keys: the server validates
 * with them, joined to the descriptors by the registry (`withSchemas`).
 */
export const addressBookEndpointSchemas = {
  create: {
    input: z.object({
      coin: coinCodeSchema,
      network: networkCodeSchema,
      address: chainAddressSchema,
      label: z.string().trim().max(30).default(''),
      ...addressBookAuthorizationFields,
    }),
    result: addressBookEntrySchema,
  },
  del: {
    input: z.object({
      id: z.coerce.number().int().positive().max(2_147_483_647),
      ...addressBookAuthorizationFields,
    }),
    result: z.boolean(),
  },
  get: {
    input: z.object({ coin: coinCodeSchema.optional(), network: networkCodeSchema.optional() }),
    result: z.array(addressBookEntrySchema),
  },
};

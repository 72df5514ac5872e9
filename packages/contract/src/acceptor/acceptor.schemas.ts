import { z } from 'zod';
import { enumSchema } from '../common/enum-schema';
import { decimalStringSchema, positiveAmountSchema } from '../common/money';
import { pairCoinFields } from '../common/pairs';
import { acceptorPairStatus } from './acceptor.enums';

/** A config id as the server issues it. */
export const acceptorConfigIdSchema = z.coerce.number().int().positive();

/**
 * What an acceptor sets on a pair (spec §3 "Acceptor pair"), named from the user's side: `buy*`
 * bound and price what users buy from the acceptor, `sell*` what they sell to it. Quantities are
 * in the base coin; deviations are percent moved from the reference price against the user
 * ('1.5' = 1.5 %), within `acceptorDeviationBounds`. Rules: acceptor.rules.ts.
 */
export const acceptorConfigFieldsSchema = z.object({
  buyMinQuantity: positiveAmountSchema,
  buyMaxQuantity: positiveAmountSchema,
  sellMinQuantity: positiveAmountSchema,
  sellMaxQuantity: positiveAmountSchema,
  buyDeviation: decimalStringSchema,
  sellDeviation: decimalStringSchema,
});
export type AcceptorConfigFields = z.infer<typeof acceptorConfigFieldsSchema>;

/** A config as stored, with its pair and status. */
export const acceptorConfigSchema = acceptorConfigFieldsSchema.extend({
  id: z.number().int(),
  ...pairCoinFields,
  status: enumSchema(acceptorPairStatus),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AcceptorConfig = z.infer<typeof acceptorConfigSchema>;

/** One coin of the acceptor's inventory (its spot wallet): `reserved` is held by orders awaiting it. */
export const acceptorInventoryItemSchema = z.object({
  coin: z.string(),
  balance: z.string(),
  available: z.string(),
  reserved: z.string(),
});
export type AcceptorInventoryItem = z.infer<typeof acceptorInventoryItemSchema>;

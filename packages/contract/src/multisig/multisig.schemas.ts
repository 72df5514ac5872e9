import { z } from 'zod';
import { constants } from '../common/constants';
import { validationKey } from '../common/validation-keys';

const { nameMax, minSignatures, signingAddressesMax } = constants.multisig;

/**
 * A new multisig wallet (§5): a name of at most 20 characters, a whole number of signatures of
 * at least 2, and at least that many distinct signing addresses.
 */
export const multisigWalletSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, validationKey('multisig.nameRequired'))
      .max(nameMax, validationKey('multisig.nameTooLong')),
    minSignatures: z
      .number()
      .int(validationKey('multisig.minSignaturesNotInteger'))
      .min(minSignatures, validationKey('multisig.minSignaturesTooLow')),
    signingAddresses: z
      .array(z.string().trim().min(1, validationKey('multisig.addressRequired')))
      .min(1, validationKey('multisig.addressesRequired'))
      .max(signingAddressesMax, validationKey('multisig.tooManyAddresses')),
  })
  // Compared only once each field is valid, so one mistake gives one message.
  .superRefine(
    (wallet, ctx) => {
      const addresses = wallet.signingAddresses;
      if (addresses.length < wallet.minSignatures) {
        ctx.addIssue({
          code: 'custom',
          message: validationKey('multisig.tooFewAddresses'),
          path: ['signingAddresses'],
        });
      }
      // Two slots for one key would let one signer count twice.
      if (new Set(addresses).size !== addresses.length) {
        ctx.addIssue({
          code: 'custom',
          message: validationKey('multisig.duplicateAddress'),
          path: ['signingAddresses'],
        });
      }
    },
    { when: (payload) => payload.issues.length === 0 },
  );

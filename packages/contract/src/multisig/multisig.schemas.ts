import { z } from 'zod';
import { constants } from '../common/constants';
import { enumSchema } from '../common/enum-schema';
import { validationKey } from '../common/validation-keys';
import { multisigWithdrawalStatus } from './multisig.enums';

const { nameMax, minSignatures, signingAddressesMax } = constants.multisig;

/**
 * An EVM address (20 bytes in hex). Its EIP-55 checksum, when the letters are mixed case, is
 * checked by the server, which stores every owner checksummed.
 */
export const evmAddressPattern = /^0x[0-9a-fA-F]{40}$/;

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
      .array(
        z
          .string()
          .trim()
          .min(1, validationKey('multisig.addressRequired'))
          .refine((a) => a === '' || evmAddressPattern.test(a), validationKey('multisig.invalidAddress')),
      )
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
      // Two slots for one key would let one signer count twice; EVM addresses ignore case.
      if (new Set(addresses.map((a) => a.toLowerCase())).size !== addresses.length) {
        ctx.addIssue({
          code: 'custom',
          message: validationKey('multisig.duplicateAddress'),
          path: ['signingAddresses'],
        });
      }
    },
    { when: (payload) => payload.issues.length === 0 },
  );

/** A 65-byte ECDSA signature (r, s, v) in hex, as wallets return it. */
export const signatureSchema = z.string().regex(/^0x[0-9a-fA-F]{130}$/);

const idSchema = z.coerce.number().int().positive();
export const multisigWalletIdSchema = idSchema;

export const multisigOwnerSchema = z.object({ address: z.string(), position: z.number().int() });

export const multisigWalletViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  minSignatures: z.number().int(),
  signingAddresses: z.array(z.string()),
  /** The nonce the next withdrawal proposal takes. */
  nextNonce: z.number().int(),
  createdAt: z.string(),
});

/** A coin and network enabled on a wallet, with the wallet's deposit address on that network. */
export const multisigLinkageSchema = z.object({
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  minDeposit: z.string(),
  confirmations: z.number().int(),
});

/** A coin a wallet may enable, with the networks it may enable it on. */
export const multisigCoinNodeSchema = z.object({
  coin: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  networks: z.array(z.object({ network: z.string(), withdrawFee: z.string() })),
});

export const multisigBalanceSchema = z.object({
  coin: z.string(),
  /** What may be proposed for withdrawal now. */
  available: z.string(),
  /** Reserved by the open proposal. */
  frozen: z.string(),
});

export const multisigDepositSchema = z.object({
  id: z.number().int(),
  walletId: z.number().int(),
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  txId: z.string(),
  amount: z.string(),
  confirmations: z.number().int(),
  requiredConfirmations: z.number().int(),
  credited: z.boolean(),
  createdAt: z.string(),
});

/** One owner's verified approval: who signed which nonce, when. */
export const multisigSignatureRecordSchema = z.object({
  signer: z.string(),
  signature: z.string(),
  signedAt: z.string(),
});

const typedDataSchema = z.object({
  domain: z.object({ name: z.string(), version: z.string(), chainId: z.number().int() }),
  types: z.record(
    z.string(),
    z.array(z.object({ name: z.string(), type: z.string() }).readonly()).readonly(),
  ),
  primaryType: z.literal('MultisigWithdrawal'),
  message: z.object({
    wallet: z.number().int(),
    nonce: z.number().int(),
    coin: z.string(),
    network: z.string(),
    to: z.string(),
    amount: z.string(),
    expiry: z.number().int(),
  }),
});

export const multisigWithdrawalSchema = z.object({
  id: z.number().int(),
  walletId: z.number().int(),
  nonce: z.number().int(),
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  amount: z.string(),
  fee: z.string(),
  status: enumSchema(multisigWithdrawalStatus),
  /** Why a failed one failed: `expired` (not enough signatures in time) or `refused` (by the chain). */
  failure: z.enum(['expired', 'refused', 'chainFailed']).nullable(),
  minSignatures: z.number().int(),
  signatures: z.array(multisigSignatureRecordSchema),
  /** The EIP-712 document each owner signs (shown, and encoded in the signature QR code). */
  typedData: typedDataSchema,
  expiresAt: z.string(),
  txId: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});

/** The user's multisig custody at a glance (Assets/GetUserMpcInfo). */
export const mpcInfoSchema = z.object({
  walletCount: z.number().int(),
  pendingWithdrawals: z.number().int(),
  balances: z.array(z.object({ coin: z.string(), total: z.string() })),
});

/** The live event of a multisig wallet's deposit or withdrawal: which one changed, and its state. */
export const multisigLiveEventSchema = z.object({
  walletId: z.number().int(),
  kind: z.enum(['deposit', 'withdrawal']),
  id: z.number().int(),
  /** The withdrawal's status; null for a deposit (its list says confirming or credited). */
  status: enumSchema(multisigWithdrawalStatus).nullable(),
});

export type MultisigWalletView = z.infer<typeof multisigWalletViewSchema>;
export type MultisigLinkage = z.infer<typeof multisigLinkageSchema>;
export type MultisigCoinNode = z.infer<typeof multisigCoinNodeSchema>;
export type MultisigBalance = z.infer<typeof multisigBalanceSchema>;
export type MultisigDeposit = z.infer<typeof multisigDepositSchema>;
export type MultisigWithdrawal = z.infer<typeof multisigWithdrawalSchema>;

import { defineEnum, type EnumValue } from '../common/enum';

/** A multisig wallet's withdrawal, numbered in the order of spec §4. */
export const multisigWithdrawalStatus = defineEnum({
  pendingSignature: 0,
  signing: 1,
  onChain: 2,
  success: 3,
  failed: 4,
});

export type MultisigWithdrawalStatus = EnumValue<typeof multisigWithdrawalStatus>;

/** A multisig deposit as its history filters it: still confirming, or credited to the wallet. */
export const multisigDepositState = ['confirming', 'credited'] as const;
export type MultisigDepositState = (typeof multisigDepositState)[number];

import { defineEnum, type EnumValue } from '../common/enum';

/** The wallets (ledger account kinds) a user's balances live in (DESIGN §4). */
export const walletType = defineEnum({
  spot: 0,
  flashExchange: 1,
  fiat: 2,
  investment: 3,
  cloud: 4,
  multisig: 5,
});

export type WalletType = EnumValue<typeof walletType>;

/** Deposit (1) or withdrawal (2) in the combined fund history. */
export const fundRecordType = defineEnum({ deposit: 1, withdrawal: 2 });

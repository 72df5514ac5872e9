import { walletType } from '@coffer/contract';

export type WalletType = (typeof walletType.members)[keyof typeof walletType.members];

/**
 * Platform accounts. Custody mirrors what sits on chain per network and goes negative as users
 * deposit (its debit balance is what we hold for them); the earn pool may also run negative (it
 * funds interest). Fees, escrow and the market maker hold real value and may never be overdrawn:
 * the market maker converts out of the inventory it was given (a short inventory refuses the quote).
 */
export const systemRoles = {
  custody: { mustNotOverdraw: false },
  fees: { mustNotOverdraw: true },
  escrow: { mustNotOverdraw: true },
  marketMaker: { mustNotOverdraw: true },
  earnPool: { mustNotOverdraw: false },
  // What the platform paid the networks itself (a sweep's gas): negative, as it spends.
  networkFees: { mustNotOverdraw: false },
} as const;
export type SystemRole = keyof typeof systemRoles;

export type AccountKey =
  | {
      kind: 'user';
      userId: number;
      asset: string;
      walletType: WalletType;
      /**
       * One of several wallets of the same type a user holds (a multisig wallet's `ms:<id>`),
       * kept in the account's network column; absent (''): the user's one wallet of that type.
       */
      sub?: string;
    }
  | { kind: 'system'; role: SystemRole; asset: string; network?: string };

export const userAccount = (userId: number, asset: string, wallet: WalletType = walletType.members.spot) =>
  ({ kind: 'user', userId, asset, walletType: wallet }) as const satisfies AccountKey;

/** The account of one of a user's several wallets of a type (a multisig wallet). */
export const userSubAccount = (userId: number, asset: string, wallet: WalletType, sub: string) =>
  ({ kind: 'user', userId, asset, walletType: wallet, sub }) as const satisfies AccountKey;

export const systemAccount = (role: SystemRole, asset: string, network = '') =>
  ({ kind: 'system', role, asset, network }) as const satisfies AccountKey;

export const accountCacheKey = (key: AccountKey) =>
  key.kind === 'user'
    ? `u:${key.userId}:${key.asset}:${key.walletType}${key.sub ? `:${key.sub}` : ''}`
    : `s:${key.role}:${key.asset}:${key.network ?? ''}`;

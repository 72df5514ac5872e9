import { type OtcSide, otcCoins, walletType } from '@coffer/contract';
import type { WalletType } from '../../ledger/accounts';

/** The ledger transfer ids of an order's two legs: derived from it, so each moves once. */
export const otcTransferIds = (orderId: string) => ({
  /** The user's pay coin to the acceptor. */
  pay: `otc:${orderId}:pay`,
  /** The acceptor's inventory to the user. */
  deliver: `otc:${orderId}:deliver`,
  /** Posting or voiding a reservation: one id per leg and outcome. */
  resolve: (leg: 'pay' | 'deliver', outcome: 'post' | 'void') => `otc:${orderId}:${leg}:${outcome}`,
});

/** OTC settles on the spot wallet for coins and on the fiat wallet for currencies (USD). */
export const otcWalletOf = (coin: { isFiat: boolean }): WalletType =>
  coin.isFiat ? walletType.members.fiat : walletType.members.spot;

/** What moves on an order: the user pays `pay` of one coin and receives `receive` of the other. */
export function otcLegs(q: {
  side: OtcSide;
  baseCoin: string;
  quoteCoin: string;
  quantity: string;
  total: string;
}) {
  const { payCoin, receiveCoin } = otcCoins(q, q.side);
  return q.side === 'buy'
    ? { payCoin, payAmount: q.total, receiveCoin, receiveAmount: q.quantity }
    : { payCoin, payAmount: q.quantity, receiveCoin, receiveAmount: q.total };
}

/** A quote or an order's answer window is live strictly before its end. */
export const isLive = (until: Date, now: Date): boolean => now.getTime() < until.getTime();

/** How a user is shown to the acceptor: their uid with its middle hidden (10000001 → 10****01). */
export const maskedUid = (uid: string) =>
  uid.length <= 4 ? '****' : `${uid.slice(0, 2)}${'*'.repeat(uid.length - 4)}${uid.slice(-2)}`;

/** How an acceptor is shown to users: its name, or its uid when it has none. */
export const acceptorDisplayName = (a: { name: string | null; uid: string }) =>
  a.name?.trim() ? a.name.trim() : `Acceptor ${a.uid}`;

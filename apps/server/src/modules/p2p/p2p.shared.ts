import type { Messenger } from '../../adapters/messaging/messenger';
import type { Db } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import type { KycGuard } from '../kyc/kyc.module';
import type { FundPinGuard, SecurityHoldGuard } from '../security/security.module';
import type { FileAccess } from '../uploads/uploads.module';
import type { P2pOrderRow } from './p2p.repo';

/** What P2P's use cases take: the database, the ledger, the guards every user action checks, the messenger. */
export interface P2pDeps {
  db: Db;
  ledger: Pick<Ledger, 'withTx' | 'balance'>;
  kyc: Pick<KycGuard, 'requireVerified'>;
  hold: Pick<SecurityHoldGuard, 'requireNoHold'>;
  fundPin: Pick<FundPinGuard, 'requireFundPin'>;
  files: Pick<FileAccess, 'describe' | 'link'>;
  messenger: Messenger;
  now: () => Date;
  /** How late past its end a timer may fire and still count the cancellation against the user. */
  lateGraceMs: number;
  /** How long one minute of an ad's payment window lasts (60 s; the browser tests shorten it). */
  windowMinuteMs: number;
}

/**
 * A voucher's or proof's image as a signed link that expires: the order and its appeals reach only
 * its two parties, so only they get the links (the files themselves belong to the uploader).
 */
export const imageLinks = (deps: Pick<P2pDeps, 'files'>, fileIds: string[]) =>
  fileIds.map((id) => deps.files.link(id).url);

/** The ledger ids of an order's escrow: derived from the order, so each moves once. */
export const escrowIds = (orderId: string) => ({
  /** The seller's crypto, pending toward the buyer. */
  escrow: `p2p:${orderId}:escrow`,
  release: `p2p:${orderId}:release`,
  refund: `p2p:${orderId}:refund`,
});

/** Seller and buyer of an order's crypto. */
export const sellerOf = (o: Pick<P2pOrderRow, 'side' | 'userId' | 'dealerId'>) =>
  o.side === 'buy' ? o.dealerId : o.userId;
export const buyerOf = (o: Pick<P2pOrderRow, 'side' | 'userId' | 'dealerId'>) =>
  o.side === 'buy' ? o.userId : o.dealerId;
/** Who pays fiat: the buyer of crypto. */
export const payerOf = buyerOf;

/** The start of the UTC day of `at`: the cancellation limit counts per UTC day. */
export const utcDayStart = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** Both parties hear of a change; a message is a courtesy, the order stands without it. */
export async function tellParties(messenger: Messenger, o: P2pOrderRow, text: string) {
  for (const userId of [o.userId, o.dealerId]) {
    try {
      await messenger.send({
        userId,
        subject: 'P2P order',
        kind: 'p2pOrder',
        text: `Order ${o.id}: ${text}`,
      });
    } catch {
      // The order page still shows the change.
    }
  }
}

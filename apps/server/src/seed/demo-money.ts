import { createHash } from 'node:crypto';
import { depositStatus, walletType } from '@coffer/contract';
import { deriveAddress } from '../adapters/chain/addresses';
import { sandboxXpubs } from '../adapters/chain/sandbox-chain';
import type { Db } from '../db/client';
import { coinNetworks, depositAddresses, deposits, userCoinAddresses } from '../db/schema';
import { systemAccount, userAccount, type WalletType } from '../ledger/accounts';
import { createLedger } from '../ledger/ledger';
import { depositTransferId } from '../modules/deposits/deposits.module';

/** The fund PIN of the verified demo accounts (withdrawals ask for it). */
export const demoMoneyFundPin = '135790';

const w = walletType.members;
const dayMs = 86_400_000;

/** Opening balances per demo account (by uid): coin, network ('' for fiat), wallet, amount. */
const openingBalances: Record<string, [string, string, WalletType, string][]> = {
  '10000001': [
    ['BTC', 'BTC', w.spot, '0.85'],
    ['ETH', 'ERC20', w.spot, '4.2'],
    ['USDT', 'TRC20', w.spot, '12500'],
    ['USDT', 'ERC20', w.flashExchange, '500'],
    ['USD', '', w.fiat, '2500'],
    ['EUR', '', w.fiat, '800'],
  ],
  '10000002': [
    ['BTC', 'BTC', w.spot, '12'],
    ['USDT', 'TRC20', w.spot, '250000'],
    ['USDC', 'ERC20', w.spot, '100000'],
    ['USD', '', w.fiat, '50000'],
  ],
  '10000003': [
    ['USDT', 'TRC20', w.spot, '8000'],
    ['USDT', 'TRC20', w.cloud, '25000'],
    ['BTC', 'BTC', w.spot, '1'],
  ],
  '10000004': [
    ['USDT', 'TRC20', w.spot, '50000'],
    ['BTC', 'BTC', w.spot, '2'],
  ],
};

/** Addresses already whitelisted (past their cool-off), so a demo withdrawal works at once. */
const demoWhitelist: [string, string, string, string][] = [
  ['BTC', 'BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'Cold storage'],
  ['USDT', 'TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'Exchange account'],
  ['ETH', 'ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'Hardware wallet'],
];

const fakeTxId = (seed: string, network: string) => {
  const digest = createHash('sha256').update(`demo:${seed}`).digest('hex');
  return network === 'ERC20' ? `0x${digest}` : digest;
};

/**
 * Every demo balance arrives the way real money does: a deposit from custody through the ledger
 * (crypto also gets its deposit record), never a balance written directly.
 *
 * Longer than 70 lines on purpose: the demo's balances as one script, in the order a reader checks them.
 */
export async function seedDemoMoney(tx: Db, accounts: { id: number; uid: string }[], now: Date) {
  const ledger = createLedger(tx).withTx(tx);
  const chains = new Map(
    (
      await tx
        .select({
          coin: coinNetworks.coin,
          network: coinNetworks.network,
          chain: coinNetworks.chain,
          confirmations: coinNetworks.confirmations,
        })
        .from(coinNetworks)
    ).map((n) => [`${n.coin}:${n.network}`, n]),
  );
  for (const account of accounts) {
    const balances = openingBalances[account.uid] ?? [];
    for (const [i, [coin, network, wallet, amount]] of balances.entries()) {
      const config = chains.get(`${coin}:${network}`);
      if (!config) {
        await ledger.transfer({
          id: `seed:${account.uid}:${coin}:${wallet}`,
          debit: systemAccount('custody', coin, network),
          credit: userAccount(account.id, coin, wallet),
          asset: coin,
          amount,
          reason: 'deposit',
        });
        continue;
      }
      const chain = config.chain as 'bitcoin' | 'ethereum' | 'tron';
      const address = deriveAddress(chain, sandboxXpubs[chain], account.id);
      await tx
        .insert(depositAddresses)
        .values({ userId: account.id, chain, derivationIndex: account.id, address })
        .onConflictDoNothing();
      const txId = fakeTxId(`${account.uid}:${coin}:${network}:${wallet}`, network);
      const transferId = depositTransferId(network, txId);
      const at = new Date(now.getTime() - (10 - i) * dayMs);
      // The deposit lands in spot; other wallets are then filled by a transfer, as a user would.
      await ledger.transfer({
        id: transferId,
        debit: systemAccount('custody', coin, network),
        credit: userAccount(account.id, coin),
        asset: coin,
        amount,
        reason: 'deposit',
      });
      await tx.insert(deposits).values({
        userId: account.id,
        coin,
        network,
        address,
        txId,
        amount,
        confirmations: config.confirmations,
        requiredConfirmations: config.confirmations,
        status: depositStatus.members.credited,
        transferId,
        createdAt: at,
        creditedAt: at,
      });
      if (wallet !== w.spot)
        await ledger.transfer({
          id: `transfer:seed:${account.uid}:${coin}:${wallet}`,
          debit: userAccount(account.id, coin),
          credit: userAccount(account.id, coin, wallet),
          asset: coin,
          amount,
          reason: 'transfer',
        });
    }
    if (balances.length > 0)
      await tx.insert(userCoinAddresses).values(
        demoWhitelist.map(([coin, network, address, label]) => ({
          userId: account.id,
          coin,
          network,
          address,
          label,
          createdAt: new Date(now.getTime() - 3 * dayMs),
          usableFrom: new Date(now.getTime() - 2 * dayMs),
        })),
      );
  }
}

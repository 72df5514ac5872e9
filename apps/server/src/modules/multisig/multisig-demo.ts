import { createHash } from 'node:crypto';
import {
  multisigDomain,
  multisigWithdrawalStatus,
  multisigWithdrawalTypes,
  walletType,
} from '@coffer/contract';
import { and, eq } from 'drizzle-orm';
import { mnemonicToAccount } from 'viem/accounts';
import { deriveAddress } from '../../adapters/chain/addresses';
import { sandboxXpubs } from '../../adapters/chain/sandbox-chain';
import type { Db } from '../../db/client';
import {
  coinNetworks,
  multisigAddresses,
  multisigCoins,
  multisigDeposits,
  multisigSignatures,
} from '../../db/schema';
import { systemAccount, userSubAccount } from '../../ledger/accounts';
import { createLedger } from '../../ledger/ledger';
import { Dec } from '../../lib/money';
import { multisigDerivationIndex, reservationIds, walletSub } from './multisig.fns';
import { createMultisigRepo } from './multisig.repo';
import { multisigDepositTransferId } from './multisig-deposits';
import { settle, withdrawalMessage } from './multisig-view';

/**
 * The demo wallet's owners: the first three accounts (m/44'/60'/0'/0/0, /1, /2) of the published
 * Hardhat / Anvil development mnemonic. Everyone has these keys, so anyone trying the demo can sign
 * its proposals; they must never hold real money.
 */
export const demoMultisigMnemonic = 'test test test test test test test test test test test junk';
export const demoMultisigOwners = () =>
  [0, 1, 2].map((addressIndex) => mnemonicToAccount(demoMultisigMnemonic, { addressIndex }));
/** The demo account with the multisig wallet: the enterprise one (the issue's enterprise). */
export const demoMultisigUid = '10000002';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const coin = 'USDT';
const network = 'ERC20';
const demoTxId = (seed: string) => `0x${createHash('sha256').update(`demo:multisig:${seed}`).digest('hex')}`;

/**
 * A 2-of-3 multisig wallet "Treasury" for the demo enterprise: USDT on ERC-20 enabled, a credited
 * deposit of 10,000 USDT (custody to the wallet's ledger account, as the deposit scan credits it)
 * and one finished withdrawal of 250 USDT, signed by the first two demo keys over its real EIP-712
 * message, reserved and posted through the ledger as a proposal and its settlement are.
 */
export async function seedDemoMultisig(tx: Db, accounts: { id: number; uid: string }[], now: Date) {
  const user = accounts.find((a) => a.uid === demoMultisigUid);
  if (!user) return;
  const [config] = await tx
    .select()
    .from(coinNetworks)
    .where(and(eq(coinNetworks.coin, coin), eq(coinNetworks.network, network)));
  if (!config) return;
  const owners = demoMultisigOwners();
  const repo = createMultisigRepo(tx);
  const ledger = createLedger(tx).withTx(tx);
  const at = (daysAgo: number, plusHours = 0) =>
    new Date(now.getTime() - daysAgo * dayMs + plusHours * hourMs);

  const wallet = await repo.insertWallet(
    { userId: user.id, name: 'Treasury', minSignatures: 2, nextNonce: 1, createdAt: at(7) },
    owners.map((o) => o.address),
  );
  const index = multisigDerivationIndex(wallet.id);
  const address = deriveAddress('ethereum', sandboxXpubs.ethereum, index);
  await tx.insert(multisigCoins).values({ walletId: wallet.id, coin, network, createdAt: at(7) });
  await tx
    .insert(multisigAddresses)
    .values({ walletId: wallet.id, chain: 'ethereum', derivationIndex: index, address });
  const account = userSubAccount(user.id, coin, walletType.members.multisig, walletSub(wallet.id));

  const depositTx = demoTxId(`${wallet.id}:deposit`);
  const transferId = multisigDepositTransferId(network, depositTx);
  await ledger.transfer({
    id: transferId,
    debit: systemAccount('custody', coin, network),
    credit: account,
    asset: coin,
    amount: '10000',
    reason: 'deposit',
  });
  await tx.insert(multisigDeposits).values({
    walletId: wallet.id,
    coin,
    network,
    address,
    txId: depositTx,
    amount: '10000',
    confirmations: config.confirmations,
    requiredConfirmations: config.confirmations,
    transferId,
    creditedAt: at(6, 1),
    createdAt: at(6),
    updatedAt: at(6, 1),
  });

  const proposed = at(5);
  const row = await repo.insertWithdrawal({
    walletId: wallet.id,
    nonce: 0,
    coin,
    network,
    address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    amount: '250',
    fee: config.withdrawFee,
    status: multisigWithdrawalStatus.members.success,
    expiresAt: new Date(proposed.getTime() + dayMs),
    txId: demoTxId(`${wallet.id}:withdrawal:0`),
    createdAt: proposed,
    updatedAt: at(5, 3),
    completedAt: at(5, 3),
  });
  const ids = reservationIds(row.id);
  await ledger.batch([
    {
      op: 'reserve',
      id: ids.amount,
      debit: account,
      credit: systemAccount('custody', coin, network),
      asset: coin,
      amount: '250',
      reason: 'withdrawal',
    },
    ...(new Dec(config.withdrawFee).gt(0)
      ? [
          {
            op: 'reserve' as const,
            id: ids.fee,
            debit: account,
            credit: systemAccount('fees', coin),
            asset: coin,
            amount: config.withdrawFee,
            reason: 'withdrawalFee' as const,
          },
        ]
      : []),
  ]);
  await ledger.batch(settle(row, 'post'));
  const message = withdrawalMessage(row);
  for (const [i, owner] of owners.slice(0, 2).entries()) {
    const signature = await owner.signTypedData({
      domain: multisigDomain,
      types: multisigWithdrawalTypes,
      primaryType: 'MultisigWithdrawal',
      message: {
        ...message,
        wallet: BigInt(message.wallet),
        nonce: BigInt(message.nonce),
        expiry: BigInt(message.expiry),
      },
    });
    await tx
      .insert(multisigSignatures)
      .values({ withdrawalId: row.id, signer: owner.address, signature, signedAt: at(5, i + 1) });
  }
}

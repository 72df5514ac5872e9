import { type EndpointParsedInput, type multisigEndpoints, walletType } from '@coffer/contract';
import { getAddress, isAddress } from 'viem';
import { isChain } from '../../adapters/chain/addresses';
import type { ChainAdapter } from '../../adapters/chain/chain';
import type { Db } from '../../db/client';
import { userSubAccount } from '../../ledger/accounts';
import type { Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import { Dec, toWire } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import type { CoinsRepo } from '../assets/assets.module';
import type { KycGuard } from '../kyc/kyc.module';
import { multisigDerivationIndex, walletSub } from './multisig.fns';
import { createMultisigRepo, type MultisigRepo } from './multisig.repo';
import { walletView } from './multisig-view';

export interface WalletDeps {
  db: Db;
  repo: MultisigRepo;
  coins: CoinsRepo;
  chain: Pick<ChainAdapter, 'depositAddress'>;
  ledger: Pick<Ledger, 'balance' | 'withTx'>;
  kyc: Pick<KycGuard, 'requireVerified'>;
  now: () => Date;
}

type CreateInput = EndpointParsedInput<typeof multisigEndpoints.createWallet>;
const ms = walletType.members.multisig;

/**
 * Each owner's address, EIP-55 checksummed. An all-lower or all-upper address carries no checksum
 * and is accepted; a mixed-case one must match its checksum (a typo in it is caught here).
 */
function checksummed(addresses: string[]): string[] {
  return addresses.map((address, i) => {
    if (!isAddress(address, { strict: true }))
      throw new AppError('invalidInput', 'This address fails its EIP-55 checksum.', [
        { field: `signingAddresses.${i}`, message: 'multisig.invalidAddress' },
      ]);
    return getAddress(address);
  });
}

export async function createWallet(deps: WalletDeps, caller: Caller, input: CreateInput) {
  await deps.kyc.requireVerified(caller.userId);
  const owners = checksummed(input.signingAddresses);
  const at = deps.now();
  const wallet = await deps.db.transaction((tx) =>
    createMultisigRepo(tx).insertWallet(
      { userId: caller.userId, name: input.name, minSignatures: input.minSignatures, createdAt: at },
      owners,
    ),
  );
  return walletView(
    wallet,
    owners.map((address) => ({ walletId: wallet.id, address })),
  );
}

/** The caller's live wallet, or 404: another user's id answers as if it did not exist. */
export async function ownWallet(repo: Pick<MultisigRepo, 'wallet'>, caller: Caller, walletId: number) {
  const wallet = await repo.wallet(caller.userId, walletId);
  if (!wallet) throw new AppError('notFound', 'No such multisig wallet.');
  return wallet;
}

export async function listWallets(deps: Pick<WalletDeps, 'repo'>, caller: Caller) {
  const wallets = await deps.repo.wallets(caller.userId);
  const owners = await deps.repo.owners(wallets.map((w) => w.id));
  return wallets.map((w) => walletView(w, owners));
}

export async function walletDetail(deps: Pick<WalletDeps, 'repo'>, caller: Caller, walletId: number) {
  const wallet = await ownWallet(deps.repo, caller, walletId);
  return walletView(wallet, await deps.repo.owners([wallet.id]));
}

/** The wallet's balance per enabled coin. */
export async function walletBalances(
  deps: Pick<WalletDeps, 'repo' | 'ledger'>,
  caller: Caller,
  walletId: number,
) {
  const wallet = await ownWallet(deps.repo, caller, walletId);
  const coins = [...new Set((await deps.repo.coins(wallet.id)).map((c) => c.coin))];
  return Promise.all(
    coins.map(async (coin) => {
      const b = await deps.ledger.balance(userSubAccount(caller.userId, coin, ms, walletSub(wallet.id)));
      return { coin, available: toWire(b.available), frozen: toWire(b.frozen) };
    }),
  );
}

/** Deletes an empty wallet with nothing in flight (its addresses stay reserved to it). */
export async function deleteWallet(deps: WalletDeps, caller: Caller, walletId: number) {
  return deps.db.transaction(async (tx) => {
    const repo = createMultisigRepo(tx);
    const wallet = await repo.wallet(caller.userId, walletId, true);
    if (!wallet) throw new AppError('notFound', 'No such multisig wallet.');
    if (await repo.openWithdrawal(wallet.id)) throw new AppError('previousMultisigWithdrawalPending');
    for (const { coin } of await repo.coins(wallet.id)) {
      const account = userSubAccount(caller.userId, coin, ms, walletSub(wallet.id));
      const b = await deps.ledger.withTx(tx).balance(account);
      if (!new Dec(b.balance).isZero())
        throw new AppError(
          'conflict',
          `Withdraw the wallet's ${coin} first: only an empty wallet can be deleted.`,
        );
    }
    await repo.markDeleted(wallet.id, deps.now());
    return true;
  });
}

/** The coins (not fiat) with chain networks a multisig wallet may enable. */
async function chainCoins(coins: CoinsRepo) {
  return (await coins.all())
    .filter((c) => !c.isFiat)
    .map((c) => ({ ...c, networks: c.networks.filter((n) => isChain(n.chain) && n.depositEnabled) }))
    .filter((c) => c.networks.length > 0);
}

const coinNode = (c: Awaited<ReturnType<typeof chainCoins>>[number]) => ({
  coin: c.code,
  name: c.name,
  decimals: c.decimals,
  networks: c.networks.map((n) => ({ network: n.network, withdrawFee: toWire(n.withdrawFee) })),
});

export const coinTree = async (deps: Pick<WalletDeps, 'coins'>) =>
  (await chainCoins(deps.coins)).map(coinNode);

/** What the add-coin screen offers: the coin tree without the pairs the wallet already has. */
export async function addableCoins(
  deps: Pick<WalletDeps, 'repo' | 'coins'>,
  caller: Caller,
  walletId: number,
) {
  const wallet = await ownWallet(deps.repo, caller, walletId);
  const have = new Set((await deps.repo.coins(wallet.id)).map((c) => `${c.coin}/${c.network}`));
  return (await chainCoins(deps.coins))
    .map((c) => ({ ...c, networks: c.networks.filter((n) => !have.has(`${c.code}/${n.network}`)) }))
    .filter((c) => c.networks.length > 0)
    .map(coinNode);
}

/** Enables a coin on a network and answers the wallet's deposit address there (derived once per chain). */
export async function addCoin(
  deps: WalletDeps,
  caller: Caller,
  input: { walletId: number; coin: string; network: string },
) {
  const wallet = await ownWallet(deps.repo, caller, input.walletId);
  const found = await deps.coins.network(input.coin, input.network);
  if (!found || found.coin.isFiat || !isChain(found.network.chain))
    throw new AppError('currencyNotSupported');
  if (!found.network.depositEnabled) throw new AppError('coinDepositProhibited');
  await deps.repo.addCoin({
    walletId: wallet.id,
    coin: found.coin.code,
    network: found.network.network,
    createdAt: deps.now(),
  });
  return (await linkage(deps, caller, wallet.id)).find(
    (l) => l.coin === found.coin.code && l.network === found.network.network,
  ) as Awaited<ReturnType<typeof linkage>>[number];
}

/** The wallet's enabled coins with their deposit addresses. */
export async function linkage(
  deps: Pick<WalletDeps, 'repo' | 'coins' | 'chain'>,
  caller: Caller,
  walletId: number,
) {
  const wallet = await ownWallet(deps.repo, caller, walletId);
  const rows = await deps.repo.coins(wallet.id);
  const out = [];
  for (const row of rows) {
    const found = await deps.coins.network(row.coin, row.network);
    if (!found || !isChain(found.network.chain)) continue;
    const chain = found.network.chain;
    const index = multisigDerivationIndex(wallet.id);
    const saved = await deps.repo.saveAddress({
      walletId: wallet.id,
      chain,
      derivationIndex: index,
      address: deps.chain.depositAddress(chain, index),
    });
    if (!saved) throw new AppError('noFreeAddress');
    out.push({
      coin: row.coin,
      network: row.network,
      address: saved.address,
      minDeposit: toWire(found.network.minDeposit),
      confirmations: found.network.confirmations,
    });
  }
  return out;
}

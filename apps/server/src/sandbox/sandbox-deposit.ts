import { type Chain, chains, normalizeAddress } from '../adapters/chain/addresses';
import { createSandboxChain } from '../adapters/chain/sandbox-chain';
import type { Db } from '../db/client';
import { ledgerAmount } from '../lib/money';
import type { CoinsRepo } from '../modules/assets/assets.module';
import type { DepositsService } from '../modules/deposits/deposits.module';
import type { PaymentOrdersService } from '../modules/payments/payments.module';

const defaults: Record<Chain, { network: string; coin: string }> = {
  bitcoin: { network: 'BTC', coin: 'BTC' },
  ethereum: { network: 'ERC20', coin: 'ETH' },
  tron: { network: 'TRC20', coin: 'TRX' },
};

/** The chain's database, and the coins and deposits areas, of the process that sends. */
export interface SandboxDepositDeps {
  db: Db;
  coins: Pick<CoinsRepo, 'network'>;
  deposits: Pick<DepositsService, 'addressOwner'>;
  payments: Pick<PaymentOrdersService, 'orderPaidAt'>;
}

/** A request the operator got wrong (bad address, coin, network or amount): said in plain words. */
export class SandboxInputError extends Error {}

export interface SandboxDeposit {
  txId: string;
  address: string;
  coin: string;
  network: string;
  amount: string;
  confirmations: number;
  /** The user the address belongs to; undefined when nobody owns it (nobody is credited). */
  userId: number | undefined;
  /**
   * The payment order whose address it is, for this coin and network (its merchant is credited,
   * minus the channel fee); undefined when it is no order's.
   */
  paymentOrder: { orderId: string; merchantId: number } | undefined;
}

/**
 * The operator's "send a deposit" on the sandbox chain, shared by `ops chain:deposit` and the
 * sandbox HTTP tool: the network and coin default from the address format; the transfer lands in
 * the next sandbox block and the deposit scanner credits it after the network's confirmations.
 */
export async function sendSandboxDeposit(
  { db, coins, deposits, payments }: SandboxDepositDeps,
  input: { address: string; amount: string; network?: string; coin?: string },
  now: Date,
): Promise<SandboxDeposit> {
  const chain = chains.find((c) => normalizeAddress(c, input.address));
  if (!chain) throw new SandboxInputError(`Not a Bitcoin, Ethereum or TRON address: ${input.address}`);
  const address = normalizeAddress(chain, input.address) as string;
  const network = input.network?.toUpperCase() ?? defaults[chain].network;
  const coin = input.coin?.toUpperCase() ?? defaults[chain].coin;
  const config = await coins.network(coin, network);
  if (!config || config.network.chain !== chain)
    throw new SandboxInputError(
      `${coin} does not travel on ${network}, or ${network} does not use this address.`,
    );
  const { amount } = input;
  if (!ledgerAmount(amount) || (amount.split('.')[1]?.length ?? 0) > config.coin.decimals)
    throw new SandboxInputError(
      `Not a positive amount with at most ${config.coin.decimals} decimals: ${amount}`,
    );
  const txId = await createSandboxChain(db).deposit({ network, coin, toAddress: address, amount, now });
  const order = await payments.orderPaidAt(address, coin, network);
  return {
    txId,
    address,
    coin,
    network,
    amount,
    confirmations: config.network.confirmations,
    userId: await deposits.addressOwner(address),
    paymentOrder: order,
  };
}

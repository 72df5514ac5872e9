import type { EndpointParsedInput, MerchantRate } from '@coffer/contract';
import type { merchantEndpoints } from '@coffer/contract/merchant';
import { and, eq } from 'drizzle-orm';
import type { PriceAdapter } from '../../adapters/prices/prices';
import { merchantRates } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/db-errors';
import { toWire } from '../../lib/money';
import type { CoinsRepo } from '../assets/assets.module';
import { channelRatesShown, effectiveChannelRates, referenceRate } from './merchant.fns';
import type { MerchantRepo, RateRow } from './merchant.repo';
import type { createMerchantAccess } from './merchant-access';

type Input<K extends keyof typeof merchantEndpoints> = EndpointParsedInput<(typeof merchantEndpoints)[K]>;

const rateView = (r: RateRow): MerchantRate => ({
  id: r.id,
  legalCurrency: r.legalCurrency,
  collectionCurrency: r.collectionCurrency,
  rate: toWire(r.rate),
  updatedAt: r.updatedAt.toISOString(),
});

/** Rate settings and channel fees: the merchant writes its rates, reads the fees the operator set. */
export function createMerchantSettings(deps: {
  repo: MerchantRepo;
  access: ReturnType<typeof createMerchantAccess>;
  coins: Pick<CoinsRepo, 'all'>;
  prices: PriceAdapter;
  now: () => Date;
  /** The channel fee on a payment where no receipt row applies (PAYMENT_FEE_RATE). */
  receiptFeeRate: string;
}) {
  const { repo, access, now } = deps;

  async function settlementCoins() {
    return (await deps.coins.all()).filter((c) => !c.isFiat).map((c) => ({ coin: c.code, name: c.name }));
  }
  /** 60002 when the merchant cannot collect in this coin. */
  async function assertSettlement(coin: string) {
    if (!(await settlementCoins()).some((c) => c.coin === coin))
      throw new AppError('merchantCurrencyNotEnabled', `${coin} is not a settlement coin.`);
  }
  /** 40001 when the platform has no such legal (fiat) currency. */
  async function assertLegal(currency: string) {
    if (!(await deps.coins.all()).some((c) => c.isFiat && c.code === currency))
      throw new AppError('currencyNotSupported', `${currency} is not a legal currency here.`);
  }
  async function writeRate(work: () => Promise<RateRow | undefined>) {
    try {
      const row = await work();
      if (!row) throw new AppError('notFound', 'No such rate.');
      return rateView(row);
    } catch (error) {
      if (uniqueViolation(error) === 'merchant_rates_pair_idx') throw new AppError('merchantRateExists');
      throw error;
    }
  }

  return {
    async settlementCoinList(callerId: number) {
      await access.requireMerchantOf(callerId);
      return settlementCoins();
    },
    async referenceExchangeRate(callerId: number, input: Input<'getReferenceExchangeRate'>) {
      await access.requireMerchantOf(callerId);
      await assertLegal(input.legalCurrency);
      await assertSettlement(input.collectionCurrency);
      const price = await deps.prices.price(input.legalCurrency, input.collectionCurrency);
      if (price === undefined) throw new AppError('exchangeRateUnavailable');
      return { ...input, rate: referenceRate(price) };
    },
    async rates(callerId: number) {
      return (await repo.rates(await access.requireMerchantOf(callerId))).map(rateView);
    },
    async createRate(callerId: number, input: Input<'rateCreate'>) {
      const merchantId = await access.requireOwner(callerId);
      await assertLegal(input.legalCurrency);
      await assertSettlement(input.collectionCurrency);
      const at = now();
      return writeRate(async () => {
        const [row] = await repo.db
          .insert(merchantRates)
          .values({ merchantId, ...input, createdAt: at, updatedAt: at })
          .returning();
        return row;
      });
    },
    async updateRate(callerId: number, input: Input<'rateUpdate'>) {
      const merchantId = await access.requireOwner(callerId);
      if (!(await repo.rate(merchantId, input.id))) throw new AppError('notFound', 'No such rate.');
      await assertLegal(input.legalCurrency);
      await assertSettlement(input.collectionCurrency);
      return writeRate(async () => {
        const [row] = await repo.db
          .update(merchantRates)
          .set({
            legalCurrency: input.legalCurrency,
            collectionCurrency: input.collectionCurrency,
            rate: input.rate,
            updatedAt: now(),
          })
          .where(and(eq(merchantRates.id, input.id), eq(merchantRates.merchantId, merchantId)))
          .returning();
        return row;
      });
    },
    async deleteRate(callerId: number, id: number) {
      const merchantId = await access.requireOwner(callerId);
      const gone = await repo.db
        .delete(merchantRates)
        .where(and(eq(merchantRates.id, id), eq(merchantRates.merchantId, merchantId)))
        .returning({ id: merchantRates.id });
      if (gone.length === 0) throw new AppError('notFound', 'No such rate.');
      return true;
    },
    async channelRates(callerId: number) {
      const merchantId = await access.requireMerchantOf(callerId);
      const rates = effectiveChannelRates(await repo.channelFees(merchantId), merchantId);
      // The coins a payment order can be paid in: crypto with a network that takes deposits.
      const paidIn = (await deps.coins.all())
        .filter((c) => !c.isFiat && c.networks.some((n) => n.depositEnabled))
        .map((c) => c.code);
      return channelRatesShown(rates, { coins: paidIn, fallbackRate: deps.receiptFeeRate });
    },
  };
}

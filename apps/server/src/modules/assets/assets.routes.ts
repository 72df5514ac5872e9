import { endpoints, walletHolds, walletType } from '@coffer/contract';
import type { Ledger } from '../../ledger/ledger';
import { route } from '../../plugins/routes';
import { walletLines } from './assets.fns';
import type { AssetsService } from './assets.module';
import { type CoinsRepo, coinConfigView } from './coins.repo';

/** A route table: one short entry per endpoint of the area, read as a list; its length is their number. */
export const assetsRoutes = (
  coins: CoinsRepo,
  ledger: Pick<Ledger, 'userBalances'>,
  service: AssetsService,
) => [
  route(endpoints.assets.getRechargeWithdrawCoinList, async () => (await coins.all()).map(coinConfigView)),

  route(endpoints.assets.getAssets, async ({ input, caller }) => {
    const wallet = input.walletType ?? walletType.members.spot;
    const [list, balances] = await Promise.all([coins.all(), ledger.userBalances(caller.userId, wallet)]);
    const shown = list.filter(
      (c) => walletHolds(wallet, c) || balances.some((b) => b.asset === c.code), // anything actually held is always shown
    );
    return {
      walletType: wallet,
      items: walletLines(shown, balances),
    };
  }),

  route(endpoints.assets.getAssetsSummary, ({ input, caller }) => service.summary(caller, input.currency)),
  route(endpoints.assets.getAssetConversion, ({ input, caller }) =>
    service.conversion(caller, input.currency),
  ),
  route(endpoints.assets.getAssetDistribution, ({ input, caller }) =>
    service.distribution(caller, input.currency),
  ),
  route(endpoints.assets.getUserDepositWithdrawalAssetsHistory, ({ input, caller }) =>
    service.fundHistory(caller, {
      coin: input.coin,
      type: input.type,
      status: input.status,
      from: input.startTime ? new Date(input.startTime) : undefined,
      to: input.endTime ? new Date(input.endTime) : undefined,
      skip: input.SkipCount,
      take: input.MaxResultCount,
    }),
  ),
  route(endpoints.assets.getUserAssetsHistory, ({ input, caller }) =>
    service.entries(caller, {
      coin: input.coin,
      walletType: input.walletType,
      from: input.startTime ? new Date(input.startTime) : undefined,
      to: input.endTime ? new Date(input.endTime) : undefined,
      skip: input.SkipCount,
      take: input.MaxResultCount,
    }),
  ),

  route(endpoints.assets.getLegalPricingCurrencyList, () => service.fiatList()),
  route(endpoints.assets.getAllWebSiteLegalCoinList, () => service.fiatList()),
  route(endpoints.assets.setPricingCurrency, ({ input, caller }) =>
    service.setPricingCurrency(caller, input.currency),
  ),
  route(endpoints.assets.getCloudWalletAssets, async ({ caller }) => {
    const [list, balances] = await Promise.all([
      coins.all(),
      ledger.userBalances(caller.userId, walletType.members.cloud),
    ]);
    return {
      walletType: walletType.members.cloud,
      items: list.map((c) => {
        const b = balances.find((x) => x.asset === c.code);
        return {
          coin: c.code,
          name: c.name,
          decimals: c.decimals,
          balance: b?.balance ?? '0',
          frozen: b?.frozen ?? '0',
          available: b?.available ?? '0',
        };
      }),
    };
  }),
  route(endpoints.assets.getCloudWalletAssetsHistory, ({ input, caller }) =>
    service.entries(caller, {
      coin: input.coin,
      walletType: walletType.members.cloud,
      from: input.startTime ? new Date(input.startTime) : undefined,
      to: input.endTime ? new Date(input.endTime) : undefined,
      skip: input.SkipCount,
      take: input.MaxResultCount,
    }),
  ),
];

import { endpoints, walletHolds, walletType } from '@coffer/contract';
import type { Ledger } from '../../ledger/ledger';
import { historyPage } from '../../lib/history-page';
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
      ...historyPage(input),
    }),
  ),
  route(endpoints.assets.getUserAssetsHistory, ({ input, caller }) =>
    service.entries(caller, {
      coin: input.coin,
      walletType: input.walletType,
      ...historyPage(input),
    }),
  ),

  route(endpoints.assets.getLegalPricingCurrencyList, () => service.fiatList()),
  route(endpoints.assets.getAllWebSiteLegalCoinList, () => service.fiatList()),
  route(endpoints.assets.getLegalCurrencyList, () => service.fiatList()),
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
      items: walletLines(list, balances),
    };
  }),
  route(endpoints.assets.getCloudWalletAssetsHistory, ({ input, caller }) =>
    service.entries(caller, {
      coin: input.coin,
      walletType: walletType.members.cloud,
      ...historyPage(input),
    }),
  ),
];

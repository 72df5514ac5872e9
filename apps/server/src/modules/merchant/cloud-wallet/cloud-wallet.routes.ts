import { endpoints } from '@coffer/contract';
import { route } from '../../../plugins/routes';
import type { MerchantWalletService } from '../merchant.module';

/**
 * The cloud wallet's own call. Its balances and history are the assets module's
 * (`Assets/GetCloudWalletAssets…`); deposit, withdraw and transfer are the user calls on the
 * merchant host, where those modules work on the cloud wallet (lib/host-wallet.ts).
 */
export const cloudWalletRoutes = (service: MerchantWalletService) => [
  route(endpoints.merchant.getCloudWalletCoinConfig, () => service.cloudCoins()),
];

import { z } from 'zod';
import { coinConfigSchema } from '../../assets';

/**
 * The schemas of the endpoints in cloud-wallet.endpoints.ts, by the same keys. The cloud wallet's
 * balances and history are the assets area's calls (`Assets/GetCloudWalletAssets…`); its deposit,
 * withdraw and transfer calls are the user ones on the merchant host (docs/areas/merchant-wallet.md).
 */
export const cloudWalletEndpointSchemas = {
  getCloudWalletCoinConfig: {
    input: z.object({}),
    /** The coins the cloud wallet holds and moves on chain: the user coin list's crypto part. */
    result: z.array(coinConfigSchema),
  },
};

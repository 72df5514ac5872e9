import { describeEndpoints, merchant, onMerchant } from '../../common/endpoint';
import type { cloudWalletEndpointSchemas } from './cloud-wallet.endpoint-schemas';

/** The merchant's cloud wallet calls that have no user twin (spec §7 "Merchant host"). */
export const cloudWalletEndpoints = describeEndpoints<typeof cloudWalletEndpointSchemas>()({
  /** The coin list of the cloud wallet. The path keeps the spec's spelling ("Conifg"). */
  getCloudWalletCoinConfig: onMerchant.get('Basic/GetCloudWalletCoinConifg', merchant),
});

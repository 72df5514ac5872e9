import { appPath, describeEndpoint } from '../common/endpoint';
import type { cloudWalletEndpointSchemas } from './cloud-wallet.endpoint-schemas';

/** The merchant's cloud wallet calls that have no user twin (spec §7 "Merchant host"). */
export const cloudWalletEndpoints = {
  /** The coin list of the cloud wallet. The path keeps the spec's spelling ("Conifg"). */
  getCloudWalletCoinConfig: describeEndpoint<typeof cloudWalletEndpointSchemas.getCloudWalletCoinConfig>()({
    hosts: ['merchant'],
    method: 'GET',
    path: appPath('Basic/GetCloudWalletCoinConifg'),
    auth: { kind: 'merchant' },
  }),
};

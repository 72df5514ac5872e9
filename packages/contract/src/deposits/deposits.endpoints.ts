import { appPath, describeEndpoint } from '../common/endpoint';
import type { depositsEndpointSchemas } from './deposits.endpoint-schemas';

const user = { kind: 'user' } as const;
/** "Host by role": merchants make the same calls on the merchant host (spec §6, §7). */
const hosts = ['base', 'merchant'] as const;

export const depositsEndpoints = {
  getAddress: describeEndpoint<typeof depositsEndpointSchemas.getAddress>()({
    hosts,
    method: 'GET',
    path: appPath('CoinTransactionIn/GetAddress'),
    auth: user,
  }),
  getList: describeEndpoint<typeof depositsEndpointSchemas.getList>()({
    hosts,
    method: 'POST',
    path: appPath('CoinTransactionIn/GetListByCoinTransactionIn'),
    auth: user,
  }),
};

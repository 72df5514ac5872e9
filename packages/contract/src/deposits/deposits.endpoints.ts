import { describeEndpoints, routesOn, user } from '../common/endpoint';
import type { depositsEndpointSchemas } from './deposits.endpoint-schemas';

/** "Host by role": merchants make the same calls on the merchant host (spec §6, §7). */
const on = routesOn(['base', 'merchant']);

export const depositsEndpoints = describeEndpoints<typeof depositsEndpointSchemas>()({
  getAddress: on.get('CoinTransactionIn/GetAddress', user),
  getList: on.post('CoinTransactionIn/GetListByCoinTransactionIn', user),
});

import { byRole, describeEndpoints, user } from '../common/endpoint';
import type { depositsEndpointSchemas } from './deposits.endpoint-schemas';

export const depositsEndpoints = describeEndpoints<typeof depositsEndpointSchemas>()({
  getAddress: byRole.get('CoinTransactionIn/GetAddress', user),
  getList: byRole.post('CoinTransactionIn/GetListByCoinTransactionIn', user),
});

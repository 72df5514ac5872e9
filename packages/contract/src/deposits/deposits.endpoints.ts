import { byRole, describeEndpoints, readKey } from '../common/endpoint';
import type { depositsEndpointSchemas } from './deposits.endpoint-schemas';

export const depositsEndpoints = describeEndpoints<typeof depositsEndpointSchemas>()({
  getAddress: byRole.get('CoinTransactionIn/GetAddress', readKey, {
    summary: 'The deposit address of a coin on a network',
    errors: ['currencyNotSupported', 'coinDepositProhibited', 'noFreeAddress'],
  }),
  getList: byRole.post('CoinTransactionIn/GetListByCoinTransactionIn', readKey, {
    summary: 'Deposits, newest first',
  }),
});

import { describeEndpoints, merchant, onMerchant } from '../common/endpoint';
import type { webhooksEndpointSchemas } from './webhooks.endpoint-schemas';

/**
 * Webhooks of a merchant (account types 1 and 3), on the merchant host. Not in spec §7: named in
 * its style (`Webhook/<Verb>`, ids in the query string like `Reject?id=`).
 */
export const webhooksEndpoints = describeEndpoints<typeof webhooksEndpointSchemas>()({
  getList: onMerchant.get('Webhook/GetList', merchant),
  create: onMerchant.post('Webhook/Create', merchant),
  update: onMerchant.post('Webhook/Update', merchant),
  delete: onMerchant.post('Webhook/Delete', merchant),
  rotateSecret: onMerchant.post('Webhook/RotateSecret', merchant),
  sendTest: onMerchant.post('Webhook/SendTest', merchant),
  getDeliveries: onMerchant.get('Webhook/GetDeliveries', merchant),
  redeliver: onMerchant.post('Webhook/Redeliver', merchant),
});

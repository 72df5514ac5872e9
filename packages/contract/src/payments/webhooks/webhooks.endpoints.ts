import { describeEndpoints, merchant, onMerchant } from '../../common/endpoint';
import type { webhooksEndpointSchemas } from './webhooks.endpoint-schemas';

/**
 * Webhooks of a merchant (account types 1 and 3), on the merchant host. Not in spec §7: named in
 * its style (`Webhook/<Verb>`, ids in the query string like `Reject?id=`). Keys carry the `webhook`
 * prefix because the registry folds them into the one `payments` key beside the payment-order calls.
 */
export const webhooksEndpoints = describeEndpoints<typeof webhooksEndpointSchemas>()({
  webhookGetList: onMerchant.get('Webhook/GetList', merchant),
  webhookCreate: onMerchant.post('Webhook/Create', merchant),
  webhookUpdate: onMerchant.post('Webhook/Update', merchant),
  webhookDelete: onMerchant.post('Webhook/Delete', merchant),
  webhookRotateSecret: onMerchant.post('Webhook/RotateSecret', merchant),
  webhookSendTest: onMerchant.post('Webhook/SendTest', merchant),
  webhookGetDeliveries: onMerchant.get('Webhook/GetDeliveries', merchant),
  webhookRedeliver: onMerchant.post('Webhook/Redeliver', merchant),
});

import { appPath, describeEndpoint } from '../common/endpoint';
import type { webhooksEndpointSchemas } from './webhooks.endpoint-schemas';

const merchantHost = ['merchant'] as const;
const merchant = { kind: 'merchant' } as const;

/**
 * Webhooks of a merchant (account types 1 and 3), on the merchant host. Not in spec §7: named in
 * its style (`Webhook/<Verb>`, ids in the query string like `Reject?id=`).
 */
export const webhooksEndpoints = {
  getList: describeEndpoint<typeof webhooksEndpointSchemas.getList>()({
    hosts: merchantHost,
    method: 'GET',
    path: appPath('Webhook/GetList'),
    auth: merchant,
  }),
  create: describeEndpoint<typeof webhooksEndpointSchemas.create>()({
    hosts: merchantHost,
    method: 'POST',
    path: appPath('Webhook/Create'),
    auth: merchant,
  }),
  update: describeEndpoint<typeof webhooksEndpointSchemas.update>()({
    hosts: merchantHost,
    method: 'POST',
    path: appPath('Webhook/Update'),
    auth: merchant,
  }),
  delete: describeEndpoint<typeof webhooksEndpointSchemas.delete>()({
    hosts: merchantHost,
    method: 'POST',
    path: appPath('Webhook/Delete'),
    auth: merchant,
  }),
  rotateSecret: describeEndpoint<typeof webhooksEndpointSchemas.rotateSecret>()({
    hosts: merchantHost,
    method: 'POST',
    path: appPath('Webhook/RotateSecret'),
    auth: merchant,
  }),
  sendTest: describeEndpoint<typeof webhooksEndpointSchemas.sendTest>()({
    hosts: merchantHost,
    method: 'POST',
    path: appPath('Webhook/SendTest'),
    auth: merchant,
  }),
  getDeliveries: describeEndpoint<typeof webhooksEndpointSchemas.getDeliveries>()({
    hosts: merchantHost,
    method: 'GET',
    path: appPath('Webhook/GetDeliveries'),
    auth: merchant,
  }),
  redeliver: describeEndpoint<typeof webhooksEndpointSchemas.redeliver>()({
    hosts: merchantHost,
    method: 'POST',
    path: appPath('Webhook/Redeliver'),
    auth: merchant,
  }),
};

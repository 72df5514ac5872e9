import { acceptorEndpointSchemas, acceptorEndpoints } from '@coffer/contract/acceptor';
import { actionlogEndpointSchemas, actionlogEndpoints } from '@coffer/contract/actionlog';
import { addressBookEndpointSchemas, addressBookEndpoints } from '@coffer/contract/address-book';
import { apiKeysEndpointSchemas, apiKeysEndpoints } from '@coffer/contract/api-keys';
import { assetsEndpointSchemas, assetsEndpoints } from '@coffer/contract/assets';
import { authEndpointSchemas, authEndpoints } from '@coffer/contract/auth';
import { basicEndpointSchemas, basicEndpoints } from '@coffer/contract/basic';
import type { EndpointDescriptor, EndpointSchemas } from '@coffer/contract/common';
import { contactEndpointSchemas, contactEndpoints } from '@coffer/contract/contact';
import { convertEndpointSchemas, convertEndpoints } from '@coffer/contract/convert';
import { depositsEndpointSchemas, depositsEndpoints } from '@coffer/contract/deposits';
import { geoipEndpointSchemas, geoipEndpoints } from '@coffer/contract/geoip';
import { helpEndpointSchemas, helpEndpoints } from '@coffer/contract/help';
import { kycEndpointSchemas, kycEndpoints } from '@coffer/contract/kyc';
import { newsEndpointSchemas, newsEndpoints } from '@coffer/contract/news';
import { noticesEndpointSchemas, noticesEndpoints } from '@coffer/contract/notices';
import { otcEndpointSchemas, otcEndpoints } from '@coffer/contract/otc';
import { p2pEndpointSchemas, p2pEndpoints } from '@coffer/contract/p2p';
import { sandboxEndpointSchemas, sandboxEndpoints } from '@coffer/contract/sandbox';
import { securityEndpointSchemas, securityEndpoints } from '@coffer/contract/security';
import { settingsEndpointSchemas, settingsEndpoints } from '@coffer/contract/settings';
import { transfersEndpointSchemas, transfersEndpoints } from '@coffer/contract/transfers';
import { versioningEndpointSchemas, versioningEndpoints } from '@coffer/contract/versioning';
import { withdrawalsEndpointSchemas, withdrawalsEndpoints } from '@coffer/contract/withdrawals';
import type { z } from 'zod';

/**
 * Development and tests only (result-check.ts loads it behind `import.meta.env.DEV`): every area's
 * descriptors beside their schemas, so the client can check an answer against its contract.
 */
const areas: [Record<string, EndpointDescriptor>, Record<string, EndpointSchemas>][] = [
  [acceptorEndpoints, acceptorEndpointSchemas],
  [actionlogEndpoints, actionlogEndpointSchemas],
  [addressBookEndpoints, addressBookEndpointSchemas],
  [apiKeysEndpoints, apiKeysEndpointSchemas],
  [assetsEndpoints, assetsEndpointSchemas],
  [authEndpoints, authEndpointSchemas],
  [basicEndpoints, basicEndpointSchemas],
  [contactEndpoints, contactEndpointSchemas],
  [convertEndpoints, convertEndpointSchemas],
  [depositsEndpoints, depositsEndpointSchemas],
  [geoipEndpoints, geoipEndpointSchemas],
  [helpEndpoints, helpEndpointSchemas],
  [kycEndpoints, kycEndpointSchemas],
  [newsEndpoints, newsEndpointSchemas],
  [noticesEndpoints, noticesEndpointSchemas],
  [otcEndpoints, otcEndpointSchemas],
  [sandboxEndpoints, sandboxEndpointSchemas],
  [securityEndpoints, securityEndpointSchemas],
  [settingsEndpoints, settingsEndpointSchemas],
  [transfersEndpoints, transfersEndpointSchemas],
  [versioningEndpoints, versioningEndpointSchemas],
  [withdrawalsEndpoints, withdrawalsEndpointSchemas],
  [p2pEndpoints, p2pEndpointSchemas],
];

const schemaByEndpoint = new Map<EndpointDescriptor, z.ZodType>(
  areas.flatMap(([descriptors, schemas]) =>
    Object.entries(descriptors).flatMap(([key, descriptor]) => {
      const result = schemas[key]?.result;
      return result ? [[descriptor, result] as const] : [];
    }),
  ),
);

/** The result schema of an endpoint: its own (one defined with its schemas), else its area's. */
export function resultSchemaOf(endpoint: EndpointDescriptor): z.ZodType | undefined {
  return 'result' in endpoint ? (endpoint.result as z.ZodType) : schemaByEndpoint.get(endpoint);
}

export { liveEventSchemas } from '@coffer/contract/live';

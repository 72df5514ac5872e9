import { acceptorEndpoints } from './acceptor/acceptor.endpoints';
import { actionlogEndpoints } from './actionlog/actionlog.endpoints';
import { addressBookEndpoints } from './address-book/address-book.endpoints';
import { apiKeysEndpoints } from './api-keys/api-keys.endpoints';
import { assetsEndpoints } from './assets/assets.endpoints';
import { authEndpoints } from './auth/auth.endpoints';
import { basicEndpoints } from './basic/basic.endpoints';
import { contactEndpoints } from './contact/contact.endpoints';
import { convertEndpoints } from './convert/convert.endpoints';
import { depositsEndpoints } from './deposits/deposits.endpoints';
import { geoipEndpoints } from './geoip/geoip.endpoints';
import { helpEndpoints } from './help/help.endpoints';
import { kycEndpoints } from './kyc/kyc.endpoints';
import { newsEndpoints } from './news/news.endpoints';
import { noticesEndpoints } from './notices/notices.endpoints';
import { otcEndpoints } from './otc/otc.endpoints';
import { sandboxEndpoints } from './sandbox/sandbox.endpoints';
import { securityEndpoints } from './security/security.endpoints';
import { settingsEndpoints } from './settings/settings.endpoints';
import { transfersEndpoints } from './transfers/transfers.endpoints';
import { versioningEndpoints } from './versioning/versioning.endpoints';
import { withdrawalsEndpoints } from './withdrawals/withdrawals.endpoints';

/**
 * The one table of calls (DESIGN §3), keyed by area name (docs/areas.md); the legacy controller
 * names of spec §7 live only in each endpoint's `path`. Server-only (`@coffer/contract/registry`):
 * route registration and the OpenAPI document. The web app imports each area's table instead.
 */
export const endpoints = {
  auth: authEndpoints,
  security: securityEndpoints,
  apiKeys: apiKeysEndpoints,
  kyc: kycEndpoints,
  assets: assetsEndpoints,
  deposits: depositsEndpoints,
  withdrawals: withdrawalsEndpoints,
  transfers: transfersEndpoints,
  addressBook: addressBookEndpoints,
  convert: convertEndpoints,
  otc: otcEndpoints,
  acceptor: acceptorEndpoints,
  notices: noticesEndpoints,
  news: newsEndpoints,
  help: helpEndpoints,
  contact: contactEndpoints,
  settings: settingsEndpoints,
  versioning: versioningEndpoints,
  basic: basicEndpoints,
  geoip: geoipEndpoints,
  actionlog: actionlogEndpoints,
  sandbox: sandboxEndpoints,
};

export { buildOpenApiDocument } from './openapi';

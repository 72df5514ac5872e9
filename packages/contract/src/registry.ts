import { acceptorEndpointSchemas } from './acceptor/acceptor.endpoint-schemas';
import { acceptorEndpoints } from './acceptor/acceptor.endpoints';
import { actionlogEndpointSchemas } from './actionlog/actionlog.endpoint-schemas';
import { actionlogEndpoints } from './actionlog/actionlog.endpoints';
import { addressBookEndpointSchemas } from './address-book/address-book.endpoint-schemas';
import { addressBookEndpoints } from './address-book/address-book.endpoints';
import { apiKeysEndpointSchemas } from './api-keys/api-keys.endpoint-schemas';
import { apiKeysEndpoints } from './api-keys/api-keys.endpoints';
import { assetsEndpointSchemas } from './assets/assets.endpoint-schemas';
import { assetsEndpoints } from './assets/assets.endpoints';
import { authEndpointSchemas } from './auth/auth.endpoint-schemas';
import { authEndpoints } from './auth/auth.endpoints';
import { basicEndpointSchemas } from './basic/basic.endpoint-schemas';
import { basicEndpoints } from './basic/basic.endpoints';
import { cardEndpointSchemas } from './card/card.endpoint-schemas';
import { cardEndpoints } from './card/card.endpoints';
import { cashEndpointSchemas } from './cash/cash.endpoint-schemas';
import { cashEndpoints } from './cash/cash.endpoints';
import { withSchemas } from './common/endpoint';
import { contactEndpointSchemas } from './contact/contact.endpoint-schemas';
import { contactEndpoints } from './contact/contact.endpoints';
import { convertEndpointSchemas } from './convert/convert.endpoint-schemas';
import { convertEndpoints } from './convert/convert.endpoints';
import { depositsEndpointSchemas } from './deposits/deposits.endpoint-schemas';
import { depositsEndpoints } from './deposits/deposits.endpoints';
import { earnEndpointSchemas } from './earn/earn.endpoint-schemas';
import { earnEndpoints } from './earn/earn.endpoints';
import { geoipEndpointSchemas } from './geoip/geoip.endpoint-schemas';
import { geoipEndpoints } from './geoip/geoip.endpoints';
import { globalAccountEndpointSchemas } from './global-account/global-account.endpoint-schemas';
import { globalAccountEndpoints } from './global-account/global-account.endpoints';
import { helpEndpointSchemas } from './help/help.endpoint-schemas';
import { helpEndpoints } from './help/help.endpoints';
import { kycEndpointSchemas } from './kyc/kyc.endpoint-schemas';
import { kycEndpoints } from './kyc/kyc.endpoints';
import { cloudWalletEndpointSchemas } from './merchant/cloud-wallet/cloud-wallet.endpoint-schemas';
import { cloudWalletEndpoints } from './merchant/cloud-wallet/cloud-wallet.endpoints';
import { merchantEndpointSchemas } from './merchant/merchant.endpoint-schemas';
import { merchantEndpoints } from './merchant/merchant.endpoints';
import { reportEndpointSchemas } from './merchant/report/report.endpoint-schemas';
import { reportEndpoints } from './merchant/report/report.endpoints';
import { multisigEndpointSchemas } from './multisig/multisig.endpoint-schemas';
import { multisigEndpoints } from './multisig/multisig.endpoints';
import { newsEndpointSchemas } from './news/news.endpoint-schemas';
import { newsEndpoints } from './news/news.endpoints';
import { noticesEndpointSchemas } from './notices/notices.endpoint-schemas';
import { noticesEndpoints } from './notices/notices.endpoints';
import { otcEndpointSchemas } from './otc/otc.endpoint-schemas';
import { otcEndpoints } from './otc/otc.endpoints';
import { p2pEndpointSchemas } from './p2p/p2p.endpoint-schemas';
import { p2pEndpoints } from './p2p/p2p.endpoints';
import { paymentsEndpointSchemas } from './payments/payments.endpoint-schemas';
import { paymentsEndpoints } from './payments/payments.endpoints';
import { receiptCodesEndpoints } from './payments/receipt-codes/receipt-codes.endpoints';
import { receiptCodesEndpointSchemas } from './payments/receipt-codes/receipt-codes.schemas';
import { webhooksEndpointSchemas } from './payments/webhooks/webhooks.endpoint-schemas';
import { webhooksEndpoints } from './payments/webhooks/webhooks.endpoints';
import { sandboxEndpointSchemas } from './sandbox/sandbox.endpoint-schemas';
import { sandboxEndpoints } from './sandbox/sandbox.endpoints';
import { securityEndpointSchemas } from './security/security.endpoint-schemas';
import { securityEndpoints } from './security/security.endpoints';
import { settingsEndpointSchemas } from './settings/settings.endpoint-schemas';
import { settingsEndpoints } from './settings/settings.endpoints';
import { transfersEndpointSchemas } from './transfers/transfers.endpoint-schemas';
import { transfersEndpoints } from './transfers/transfers.endpoints';
import { versioningEndpointSchemas } from './versioning/versioning.endpoint-schemas';
import { versioningEndpoints } from './versioning/versioning.endpoints';
import { withdrawalsEndpointSchemas } from './withdrawals/withdrawals.endpoint-schemas';
import { withdrawalsEndpoints } from './withdrawals/withdrawals.endpoints';

/**
 * The one table of calls (DESIGN §3), keyed by area name (docs/areas.md); the legacy controller
 * names of spec §7 live only in each endpoint's `path`. Server-only (`@coffer/contract/registry`):
 * route registration and the OpenAPI document. Each area's descriptors (plain data, what the web
 * app imports) are joined here to their schemas, so only the server loads every schema.
 */
export const endpoints = {
  auth: withSchemas(authEndpoints, authEndpointSchemas),
  security: withSchemas(securityEndpoints, securityEndpointSchemas),
  apiKeys: withSchemas(apiKeysEndpoints, apiKeysEndpointSchemas),
  kyc: withSchemas(kycEndpoints, kycEndpointSchemas),
  assets: withSchemas(assetsEndpoints, assetsEndpointSchemas),
  deposits: withSchemas(depositsEndpoints, depositsEndpointSchemas),
  withdrawals: withSchemas(withdrawalsEndpoints, withdrawalsEndpointSchemas),
  transfers: withSchemas(transfersEndpoints, transfersEndpointSchemas),
  addressBook: withSchemas(addressBookEndpoints, addressBookEndpointSchemas),
  convert: withSchemas(convertEndpoints, convertEndpointSchemas),
  otc: withSchemas(otcEndpoints, otcEndpointSchemas),
  acceptor: withSchemas(acceptorEndpoints, acceptorEndpointSchemas),
  payments: withSchemas(
    { ...paymentsEndpoints, ...webhooksEndpoints, ...receiptCodesEndpoints },
    { ...paymentsEndpointSchemas, ...webhooksEndpointSchemas, ...receiptCodesEndpointSchemas },
  ),
  merchant: withSchemas(
    { ...merchantEndpoints, ...cloudWalletEndpoints, ...reportEndpoints },
    { ...merchantEndpointSchemas, ...cloudWalletEndpointSchemas, ...reportEndpointSchemas },
  ),
  notices: withSchemas(noticesEndpoints, noticesEndpointSchemas),
  news: withSchemas(newsEndpoints, newsEndpointSchemas),
  help: withSchemas(helpEndpoints, helpEndpointSchemas),
  contact: withSchemas(contactEndpoints, contactEndpointSchemas),
  settings: withSchemas(settingsEndpoints, settingsEndpointSchemas),
  versioning: withSchemas(versioningEndpoints, versioningEndpointSchemas),
  basic: withSchemas(basicEndpoints, basicEndpointSchemas),
  geoip: withSchemas(geoipEndpoints, geoipEndpointSchemas),
  actionlog: withSchemas(actionlogEndpoints, actionlogEndpointSchemas),
  sandbox: withSchemas(sandboxEndpoints, sandboxEndpointSchemas),
  p2p: withSchemas(p2pEndpoints, p2pEndpointSchemas),
  cash: withSchemas(cashEndpoints, cashEndpointSchemas),
  card: withSchemas(cardEndpoints, cardEndpointSchemas),
  earn: withSchemas(earnEndpoints, earnEndpointSchemas),
  multisig: withSchemas(multisigEndpoints, multisigEndpointSchemas),
  globalAccount: withSchemas(globalAccountEndpoints, globalAccountEndpointSchemas),
};

export { buildOpenApiDocument } from './openapi';

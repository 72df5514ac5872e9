import { authEndpoints } from './account/auth.endpoints';
import { sessionEndpoints } from './account/session.endpoints';
import { actionLogEndpoints } from './actionlog/actionlog.endpoints';
import { announcementEndpoints } from './announcement/announcement.endpoints';
import { apiKeyEndpoints } from './apikey/apikey.endpoints';
import {
  addressBookEndpoints,
  assetsEndpoints,
  assetsReadEndpoints,
  cloudWalletEndpoints,
  coinEndpoints,
  depositEndpoints,
  pricingEndpoints,
  transferEndpoints,
  withdrawalEndpoints,
} from './assets/assets.endpoints';
import { basicEndpoints } from './basic/basic.endpoints';
import type { Endpoint } from './common/endpoint';
import { contactEndpoints } from './contact/contact.endpoints';
import { convertEndpoints } from './convert/convert.endpoints';
import { geoipEndpoints } from './geoip/geoip.endpoints';
import { helpEndpoints } from './help/help.endpoints';
import { kycEndpoints } from './kyc/kyc.endpoints';
import { newsEndpoints } from './news/news.endpoints';
import { demoEndpoints } from './sandbox/sandbox.endpoints';
import { securityEndpoints } from './security/security.endpoints';
import { settingsEndpoints } from './settings/settings.endpoints';
import { versioningEndpoints } from './versioning/versioning.endpoints';

/** The one table of calls (DESIGN §3): the server registers from it, the web app calls through it. */
export const endpoints = {
  basic: basicEndpoints,
  session: sessionEndpoints,
  auth: authEndpoints,
  commonSetting: settingsEndpoints,
  announcement: announcementEndpoints,
  geoip: geoipEndpoints,
  versioning: versioningEndpoints,
  news: newsEndpoints,
  help: helpEndpoints,
  contact: contactEndpoints,
  coin: coinEndpoints,
  assets: { ...assetsEndpoints, ...assetsReadEndpoints, ...cloudWalletEndpoints },
  pricing: pricingEndpoints,
  coinTransactionIn: depositEndpoints,
  coinTransactionOut: withdrawalEndpoints,
  transfer: transferEndpoints,
  userCoinAddress: addressBookEndpoints,
  actionLog: actionLogEndpoints,
  security: securityEndpoints,
  apiKey: apiKeyEndpoints,
  kyc: kycEndpoints,
  convert: convertEndpoints,
  demo: demoEndpoints,
};

export const allEndpoints: readonly Endpoint[] = Object.values(endpoints).flatMap((group) =>
  Object.values(group as Record<string, Endpoint>),
);

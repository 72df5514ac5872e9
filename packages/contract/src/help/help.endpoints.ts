import { anonymous, describeEndpoints, routesOn } from '../common/endpoint';
import type { helpEndpointSchemas } from './help.endpoint-schemas';

export const helpKeywordMax = 100;

/**
 * Help articles 1–4 are the protocol documents the common settings link to (type 6):
 * terms of service, privacy policy, savings user agreement, risk disclaimer.
 */
export const protocolDocumentIds = { terms: 1, privacy: 2, savingsAgreement: 3, disclaimer: 4 } as const;

const on = routesOn(['base', 'merchant']);

/** The help centre reads the reader's language from the wrapper's language header. */
export const helpEndpoints = describeEndpoints<typeof helpEndpointSchemas>()({
  getHelpCenterShowByCategoryList: on.get('foundation/HelpCenter/GetHelpCenterShowByCategoryList', anonymous),
  getHelpCenterShowPagedList: on.get('foundation/HelpCenter/GetHelpCenterShowPagedList', anonymous),
  getApp: on.get('foundation/HelpCenter/GetApp', anonymous),
});

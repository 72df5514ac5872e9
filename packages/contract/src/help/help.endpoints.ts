import { anonymous, byRole, describeEndpoints } from '../common/endpoint';
import type { helpEndpointSchemas } from './help.endpoint-schemas';

export const helpKeywordMax = 100;

/**
 * Help articles 1–4 are the protocol documents the common settings link to (type 6):
 * terms of service, privacy policy, savings user agreement, risk disclaimer.
 */
export const protocolDocumentIds = { terms: 1, privacy: 2, savingsAgreement: 3, disclaimer: 4 } as const;

/** The help centre reads the reader's language from the wrapper's language header. */
export const helpEndpoints = describeEndpoints<typeof helpEndpointSchemas>()({
  getHelpCenterShowByCategoryList: byRole.get(
    'foundation/HelpCenter/GetHelpCenterShowByCategoryList',
    anonymous,
  ),
  getHelpCenterShowPagedList: byRole.get('foundation/HelpCenter/GetHelpCenterShowPagedList', anonymous),
  getApp: byRole.get('foundation/HelpCenter/GetApp', anonymous),
});

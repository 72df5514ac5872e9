import { appPath, describeEndpoint } from '../common/endpoint';
import type { helpEndpointSchemas } from './help.endpoint-schemas';

export const helpKeywordMax = 100;

/**
 * Help articles 1–4 are the protocol documents the common settings link to (type 6):
 * terms of service, privacy policy, savings user agreement, risk disclaimer.
 */
export const protocolDocumentIds = { terms: 1, privacy: 2, savingsAgreement: 3, disclaimer: 4 } as const;

/** The help centre reads the reader's language from the wrapper's language header. */
export const helpEndpoints = {
  getHelpCenterShowByCategoryList: describeEndpoint<
    typeof helpEndpointSchemas.getHelpCenterShowByCategoryList
  >()({
    hosts: ['base', 'merchant'],
    method: 'GET',
    path: appPath('foundation/HelpCenter/GetHelpCenterShowByCategoryList'),
    auth: { kind: 'anonymous' },
  }),
  getHelpCenterShowPagedList: describeEndpoint<typeof helpEndpointSchemas.getHelpCenterShowPagedList>()({
    hosts: ['base', 'merchant'],
    method: 'GET',
    path: appPath('foundation/HelpCenter/GetHelpCenterShowPagedList'),
    auth: { kind: 'anonymous' },
  }),
  getApp: describeEndpoint<typeof helpEndpointSchemas.getApp>()({
    hosts: ['base', 'merchant'],
    method: 'GET',
    path: appPath('foundation/HelpCenter/GetApp'),
    auth: { kind: 'anonymous' },
  }),
};

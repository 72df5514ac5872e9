import { appPath, describeEndpoint } from '../common/endpoint';
import type { noticesEndpointSchemas } from './notices.endpoint-schemas';

export const noticesEndpoints = {
  getAppPagedList: describeEndpoint<typeof noticesEndpointSchemas.getAppPagedList>()({
    hosts: ['base', 'merchant'],
    method: 'GET',
    path: appPath('foundation/Announcement/GetAppPagedList'),
    auth: { kind: 'anonymous' },
  }),
  /**
   * Marks announcements as seen: up to the one named by `id` (opened), or, without `id`, every one
   * published so far (the bell was opened). Never moves the mark back. Answers the unread count left.
   */
  markSeen: describeEndpoint<typeof noticesEndpointSchemas.markSeen>()({
    hosts: ['base', 'merchant'],
    method: 'POST',
    path: appPath('foundation/Announcement/MarkSeen'),
    auth: { kind: 'user' },
  }),
  getApp: describeEndpoint<typeof noticesEndpointSchemas.getApp>()({
    hosts: ['base', 'merchant'],
    method: 'GET',
    path: appPath('foundation/Announcement/GetApp'),
    auth: { kind: 'anonymous' },
  }),
};

import { anonymous, describeEndpoints, routesOn, user } from '../common/endpoint';
import type { noticesEndpointSchemas } from './notices.endpoint-schemas';

const on = routesOn(['base', 'merchant']);

export const noticesEndpoints = describeEndpoints<typeof noticesEndpointSchemas>()({
  getAppPagedList: on.get('foundation/Announcement/GetAppPagedList', anonymous),
  /**
   * Marks announcements as seen: up to the one named by `id` (opened), or, without `id`, every one
   * published so far (the bell was opened). Never moves the mark back. Answers the unread count left.
   */
  markSeen: on.post('foundation/Announcement/MarkSeen', user),
  getApp: on.get('foundation/Announcement/GetApp', anonymous),
});

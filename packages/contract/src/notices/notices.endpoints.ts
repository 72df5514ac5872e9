import { anonymous, byRole, describeEndpoints, user } from '../common/endpoint';
import type { noticesEndpointSchemas } from './notices.endpoint-schemas';

export const noticesEndpoints = describeEndpoints<typeof noticesEndpointSchemas>()({
  getAppPagedList: byRole.get('foundation/Announcement/GetAppPagedList', anonymous),
  /**
   * Marks announcements as seen: up to the one named by `id` (opened), or, without `id`, every one
   * published so far (the bell was opened). Never moves the mark back. Answers the unread count left.
   */
  markSeen: byRole.post('foundation/Announcement/MarkSeen', user),
  getApp: byRole.get('foundation/Announcement/GetApp', anonymous),
});

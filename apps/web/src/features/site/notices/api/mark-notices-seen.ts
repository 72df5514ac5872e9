import { constants } from '@coffer/contract/common';
import { noticesEndpoints } from '@coffer/contract/notices';
import { setCached } from '../../../../lib/cached-read';
import { call } from '../../../../lib/http/client';
import { noticeBellRead } from './notice-bell';

// Apart from the bell's read (which the header loads): this loads with the bell's dropdown, not
// with every first visit (issue 14).
/** Opening the bell marks every notice published so far as seen; the dot goes at once. */
export async function markNoticesSeen(input: { language: string; uid: string | null }): Promise<void> {
  const { unreadCount } = await call(
    noticesEndpoints.markSeen,
    { ClientType: constants.clientType },
    { notify: false },
  );
  setCached<{ unreadCount: number }>(noticeBellRead(input).key, (page) => page && { ...page, unreadCount });
}

import { constants } from '@coffer/contract/common';
import { noticesEndpoints } from '@coffer/contract/notices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';
import { noticeBellQueryOptions } from './notice-bell';

// Apart from the bell's query (which the header loads): this hook, and useMutation with it, loads
// with the bell's dropdown, not with every first visit (issue 14).
/** Opening the bell marks every notice published so far as seen; the dot goes at once. */
export function useMarkNoticesSeen(input: { language: string; uid: string | null }) {
  const qc = useQueryClient();
  const { queryKey } = noticeBellQueryOptions(input);
  return useMutation({
    mutationFn: () =>
      call(noticesEndpoints.markSeen, { ClientType: constants.clientType }, { notify: false }),
    onSuccess: ({ unreadCount }) =>
      qc.setQueryData(queryKey, (page) => (page ? { ...page, unreadCount } : page)),
  });
}

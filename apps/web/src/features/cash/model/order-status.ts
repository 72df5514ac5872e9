import { cashOrderStatus } from '@coffer/contract/cash';

const s = cashOrderStatus.members;

/** A cash order status's colour and its words (`status.<name>` in `cash`), the §4 seven. */
export const cashStatusView: Record<number, { color: string; key: string }> = {
  [s.pendingReview]: { color: 'orange', key: 'status.pendingReview' },
  [s.inProgress]: { color: 'blue', key: 'status.inProgress' },
  [s.success]: { color: 'green', key: 'status.success' },
  [s.failed]: { color: 'red', key: 'status.failed' },
  [s.rejected]: { color: 'red', key: 'status.rejected' },
  [s.cancelled]: { color: 'gray', key: 'status.cancelled' },
  [s.pendingPayment]: { color: 'yellow', key: 'status.pendingPayment' },
};

export const cashStatuses = Object.values(s);

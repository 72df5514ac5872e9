import { exchangeStatus } from '@coffer/contract/convert';

const s = exchangeStatus.members;

/** A convert order's status (spec §4 "Exchange"): its i18n key and badge colour. */
export function exchangeStatusView(status: number) {
  const colors: Record<number, string> = {
    [s.inProgress]: 'blue',
    [s.complete]: 'green',
    [s.failure]: 'red',
    [s.cancelled]: 'gray',
    [s.expired]: 'orange',
  };
  return {
    key: `convert:status.exchange.${exchangeStatus.keyOf(status) ?? 'unknown'}`,
    color: colors[status] ?? 'gray',
  };
}

export const exchangeStatuses = Object.values(s);

/** Every query of the security centre sits under one root, so an action refreshes what it changed. */
export const securityKeys = {
  all: ['security'] as const,
  account: ['security', 'account'] as const,
  googleBindInfo: ['security', 'googleBindInfo'] as const,
  loginHistory: ['security', 'loginHistory'] as const,
  operations: ['security', 'operations'] as const,
  sessions: ['security', 'sessions'] as const,
};

/** Rows per page of the security log. */
export const historyPageSize = 10;

/** The change-application review (/security/first…third): its status, by the query token. */
export const securityChangeKeys = {
  all: ['securityChange'] as const,
  status: (queryToken: string) => ['securityChange', 'status', queryToken] as const,
};

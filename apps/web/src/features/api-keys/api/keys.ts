/** Every query of the API-key screens sits under one root, so a change refreshes exactly them. */
export const apiKeyKeys = {
  all: ['apiKeys'] as const,
  list: ['apiKeys', 'list'] as const,
  addresses: ['apiKeys', 'withdrawAddresses'] as const,
};

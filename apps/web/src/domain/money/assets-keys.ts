import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query of the money screens (assets, deposits, withdrawals, transfers, address book) sits
 * under one root, so a live event or a completed action in one area can refresh exactly the parts
 * it changed in another (a withdrawal moves the balances the overview shows).
 */
export const assetsKeys = {
  all: ['assets'] as const,
  coins: ['assets', 'coins'] as const,
  balances: ['assets', 'balances'] as const,
  valuation: ['assets', 'valuation'] as const,
  pricingCurrencies: ['assets', 'pricingCurrencies'] as const,
  depositAddress: ['assets', 'depositAddress'] as const,
  deposits: ['assets', 'deposits'] as const,
  withdrawals: ['assets', 'withdrawals'] as const,
  transfers: ['assets', 'transfers'] as const,
  addressBook: ['assets', 'addressBook'] as const,
  records: ['assets', 'records'] as const,
};

/** Refetches what an action changed (in the background: the caller does not wait for it). */
export function invalidateAll(qc: QueryClient, keys: readonly (readonly string[])[]) {
  for (const key of keys) void qc.invalidateQueries({ queryKey: key });
}

/** Rows per page of every history list. */
export const historyPageSize = 10;

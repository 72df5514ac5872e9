import type { QueryClient } from '@tanstack/react-query';
import { keysUnder } from '../../lib/query-keys';

/**
 * Every query of the money screens (assets, deposits, withdrawals, transfers, address book) sits
 * under one root, so a live event or a completed action in one area can refresh exactly the parts
 * it changed in another (a withdrawal moves the balances the overview shows).
 */
export const assetsKeys = keysUnder('assets', [
  'coins',
  'balances',
  'valuation',
  'pricingCurrencies',
  'depositAddress',
  'deposits',
  'withdrawals',
  'transfers',
  'addressBook',
  'records',
]);

/** Refetches what an action changed (in the background: the caller does not wait for it). */
export function invalidateAll(qc: QueryClient, keys: readonly (readonly string[])[]) {
  for (const key of keys) void qc.invalidateQueries({ queryKey: key });
}

/** Rows per page of every history list. */
export const historyPageSize = 10;

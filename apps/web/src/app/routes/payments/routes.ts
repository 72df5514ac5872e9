import { paths } from '../../../config/paths';

/**
 * The payments area's screens of the merchant back office, for the lead to join into its route
 * table (router.tsx lists them for now, so they can be used and tested before that).
 */
export const paymentsRoutes = [
  { path: paths.merchant.transaction.path, feature: 'payments', load: () => import('./transaction') },
] as const;

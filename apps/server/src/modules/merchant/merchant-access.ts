import { accountType, type MerchantRole } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { holdsRole } from './merchant.fns';
import type { MerchantRepo } from './merchant.repo';

/**
 * Who a merchant-host caller acts for, and with which approval roles: the narrow view other areas
 * (payments, cloud wallet) use instead of reading the merchant tables.
 */
export function createMerchantAccess(repo: MerchantRepo) {
  /** The merchant an account belongs to: itself for a merchant, its owner for a live sub-merchant. */
  async function merchantOf(userId: number): Promise<number | undefined> {
    const user = await repo.user(userId);
    if (!user) return undefined;
    if (user.accountType === accountType.members.merchant) return user.id;
    if (user.accountType !== accountType.members.subMerchant) return undefined;
    const sub = await repo.subMerchant(userId);
    return sub && !user.disabledAt ? sub.sub.merchantId : undefined;
  }
  return {
    merchantOf,
    /** Whether the account may approve refunds, payments or transfers (the merchant always may). */
    async can(userId: number, role: MerchantRole): Promise<boolean> {
      const user = await repo.user(userId);
      if (!user || user.disabledAt) return false;
      const sub =
        user.accountType === accountType.members.subMerchant ? await repo.subMerchant(userId) : undefined;
      return holdsRole({ accountType: user.accountType, roles: sub?.sub ?? null }, role);
    },
    /** The merchant itself (type 1), or 403: sub-merchants do not manage the back office. */
    async requireOwner(userId: number): Promise<number> {
      const user = await repo.user(userId);
      if (user?.accountType !== accountType.members.merchant)
        throw new AppError('forbidden', 'Only the merchant account may do this.');
      return user.id;
    },
    /** The caller's merchant, or 403. */
    async requireMerchantOf(userId: number): Promise<number> {
      const id = await merchantOf(userId);
      if (id === undefined) throw new AppError('forbidden', 'Merchant role has no access.');
      // A sub-merchant whose merchant the operator suspended (40003).
      if (id !== userId && (await repo.user(id))?.bannedAt) throw new AppError('merchantFrozen');
      return id;
    },
    /**
     * What a live sub-merchant may see of its merchant's orders: only its own, of its last
     * `orderDisplayDays` days. Undefined for anyone else (a merchant sees all its orders).
     */
    async subMerchantScope(userId: number): Promise<{ orderDisplayDays: number } | undefined> {
      const user = await repo.user(userId);
      if (user?.accountType !== accountType.members.subMerchant || user.disabledAt) return undefined;
      const sub = await repo.subMerchant(userId);
      return sub ? { orderDisplayDays: sub.sub.orderDisplayDays } : undefined;
    },
  };
}
export type MerchantAccess = Pick<
  ReturnType<typeof createMerchantAccess>,
  'can' | 'merchantOf' | 'requireMerchantOf' | 'subMerchantScope'
>;

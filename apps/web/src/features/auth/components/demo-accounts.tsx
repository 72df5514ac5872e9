import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { useDemoAccounts } from '../api/get-demo-accounts';
import type { DemoAccount } from './demo-account-list';

/**
 * The list's code (Paper, Badge, Code and their styles) loads only in demo mode, once the server
 * has said so: a production sign-in page never fetches it, and it is no part of the first visit.
 */
const DemoAccountList = lazy(() =>
  import('./demo-account-list').then((m) => ({ default: m.DemoAccountList })),
);

/**
 * Demo mode (DESIGN §7): the seeded accounts under the sign-in card, each one click from a
 * filled-in form. Nothing shows when the server is not in demo mode.
 */
export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount, password: string) => void }) {
  const { data } = useDemoAccounts();
  // Drawn after a prerendered page hydrates: the prerender had no accounts to draw.
  const hydrated = useHydrated();
  if (!hydrated || !data?.enabled || !data.password || data.accounts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <DemoAccountList accounts={data.accounts} password={data.password} onPick={onPick} />
    </Suspense>
  );
}

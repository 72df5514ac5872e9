import { isMerchantAccountType } from '@coffer/contract/auth';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from '../../../config/paths';
import { loadAccountInfo } from '../../../lib/session/session';
import { sessionStore } from '../../../lib/session/session-store';
import { signedInLoader } from '../signed-in-loader';

/**
 * The loader of a cloud wallet or report screen: signed in (else to sign-in), and a merchant
 * (account types 1 and 3). On /assets/cloud anyone else is sent to their assets (the merchant host
 * would answer 403); the /merchant screens meet the merchant gate first (merchant-gate.tsx).
 */
export const merchantLoader =
  (namespaces: string[], prefetch: (queryClient: QueryClient) => Promise<void>[]) =>
  (queryClient: QueryClient) => {
    const signedIn = signedInLoader(namespaces, (qc) => {
      const type = sessionStore.get().accountType;
      return type !== null && isMerchantAccountType(type) ? prefetch(qc) : [];
    })(queryClient);
    return async (args: LoaderFunctionArgs) => {
      // A session restored from its tokens alone does not know its account type yet: ask first.
      if (sessionStore.get().token && sessionStore.get().accountType === null) await loadAccountInfo();
      await signedIn(args);
      const type = sessionStore.get().accountType;
      if (type === null || !isMerchantAccountType(type)) throw redirect(paths.assets.root.href());
      return null;
    };
  };

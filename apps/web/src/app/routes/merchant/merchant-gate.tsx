import { isMerchantAccountType } from '@coffer/contract/auth';
import type { LoaderFunction } from 'react-router';
import { MerchantOnly } from '../../../features/merchant/components/merchant-only';
import { i18n } from '../../../lib/i18n';
import { loadAccountInfo } from '../../../lib/session/session';
import { type SessionState, sessionStore, useSession } from '../../../lib/session/session-store';
import type { RouteModule } from '../../router';

const isMerchant = (s: SessionState) => {
  const type = s.user?.accountType ?? s.accountType;
  return type !== null && type !== undefined && isMerchantAccountType(type);
};

/** Signed in as another account type: nothing of the page's is loaded (the merchant host would say 403). */
const gatedLoader =
  (inner: LoaderFunction | undefined): LoaderFunction =>
  async (args) => {
    // A session restored from its tokens alone does not know its account type yet: ask first.
    const known = sessionStore.get();
    if (known.token && !known.user && known.accountType === null) await loadAccountInfo();
    const session = sessionStore.get();
    if (session.token && !isMerchant(session)) {
      await i18n.loadNamespaces('merchant');
      return null;
    }
    // Signed out: the page's own loader sends the visitor to sign in.
    return inner ? inner(args) : null;
  };

/**
 * The one gate of the merchant back office (issue 28): every /merchant page, loader and view, is
 * wrapped so that a signed-in account that is not a merchant's meets the same page saying the back
 * office is for merchant accounts, and no call that is bound to fail is made.
 */
export const merchantOnly = (load: () => Promise<RouteModule>) => async (): Promise<RouteModule> => {
  const module = await load();
  const Page = module.default;
  function MerchantGate() {
    return isMerchant(useSession()) ? <Page /> : <MerchantOnly />;
  }
  const { loader, plainLoader } = module;
  return {
    ...module,
    default: MerchantGate,
    ...(plainLoader
      ? { plainLoader: gatedLoader(plainLoader) }
      : { loader: (queryClient) => gatedLoader(loader?.(queryClient)) }),
  };
};

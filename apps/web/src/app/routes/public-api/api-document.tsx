import type { QueryClient } from '@tanstack/react-query';
import { apiDocumentQueryOptions } from '../../../features/public-api/api/get-api-document';
import { ApiDocumentPage } from '../../../features/public-api/components/api-document-page';
import { i18n } from '../../../lib/i18n';

/**
 * /account/ApiDocument, public: documentation describes the API and no one's data (the document
 * itself is public at /api/openapi.json), a developer reads it before having an account, and the
 * footer links to it for everyone. "Try it" needs only a pasted key, not a session.
 */
export const loader = (queryClient: QueryClient) => async () => {
  void queryClient.prefetchQuery(apiDocumentQueryOptions());
  await i18n.loadNamespaces(['public-api']);
  return null;
};

export default ApiDocumentPage;

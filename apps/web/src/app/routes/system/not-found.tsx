import { SystemPage } from './system-page';

/** /error/404, and any address the router does not know (shown in place, the URL kept). */
export default function NotFoundPage() {
  return <SystemPage page="notFound" code="404" testId="page-not-found" actions={['home', 'notices']} />;
}

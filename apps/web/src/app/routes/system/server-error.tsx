import { SystemPage } from './system-page';

export default function ServerErrorPage() {
  return <SystemPage page="serverError" code="500" testId="page-server-error" actions={['home', 'reload']} />;
}

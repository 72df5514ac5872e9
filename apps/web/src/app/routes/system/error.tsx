import { SystemPage } from './system-page';

export default function ErrorPage() {
  return <SystemPage page="error" testId="page-error" actions={['home', 'reload']} />;
}

import { SystemPage } from './system-page';

/** Where error codes 1 and 2 send the reader (spec §8); no header, no footer. */
export default function MaintainPage() {
  return <SystemPage page="maintain" testId="page-maintain" actions={['retry']} />;
}

import { AppError } from '../../lib/app-error';
import { sha256Hex } from '../../lib/secrets';
import { changeApplicationsRepo } from './change-application.repo';
import { applicationView, type ChangeApplicationDeps } from './change-application.shared';

/** Step three (/security/third): the application's status, by the token step two answered. */
export async function changeApplicationStatus(deps: Pick<ChangeApplicationDeps, 'db'>, queryToken: string) {
  const row = await changeApplicationsRepo.byQueryTokenHash(deps.db, sha256Hex(queryToken));
  if (!row) throw new AppError('notFound', 'No such application.');
  return applicationView(row);
}

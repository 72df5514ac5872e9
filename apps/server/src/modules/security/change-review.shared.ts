import { securityChangeStatus } from '@coffer/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { securityChangeApplications } from '../../db/schema';
import type { Language } from '../../lib/language';
import type { UsersRepo } from '../auth/auth.module';
import type { SecurityNotices } from './notices';
import type { SecurityLog } from './security-log.repo';

const s = securityChangeStatus.members;

/**
 * What the operator's side of change applications (`ops security:list|approve|reject`) draws on.
 * Its errors are plain ones: they are read by an operator at the console, not by the API.
 */
export interface ChangeReviewDeps {
  db: Db;
  now: () => Date;
  users: Pick<UsersRepo, 'byId'>;
  log: SecurityLog;
  notices: SecurityNotices;
  /** The language of the notices the review sends. */
  language: Language;
}

/** The application under review with this id, and its user. */
export async function pendingApplication(deps: Pick<ChangeReviewDeps, 'db' | 'users'>, id: number) {
  const [row] = await deps.db
    .select()
    .from(securityChangeApplications)
    .where(and(eq(securityChangeApplications.id, id), eq(securityChangeApplications.status, s.underReview)));
  if (!row) throw new Error(`No application under review with id ${id}`);
  const user = await deps.users.byId(row.userId);
  if (!user) throw new Error(`The user of application ${id} is gone`);
  return { row, user };
}

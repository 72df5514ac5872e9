import { and, eq, isNull } from 'drizzle-orm';
import { sessions, users } from '../db/schema';
import type { OpsCommand } from './cli';

/**
 * Bans a user from signing in (50010) and ends their sessions at once (their next call answers
 * 80001); `--lift` lets them sign in again.
 */
export const banCommand: OpsCommand = {
  summary: 'Ban a user from signing in and end their sessions, or lift the ban.',
  usage: 'user:ban --uid <uid> [--lift]',
  options: { uid: { type: 'string' }, lift: { type: 'boolean' } },
  run: async ({ database, values, out }) => {
    const uid = typeof values.uid === 'string' ? values.uid.trim() : '';
    if (!uid) throw new Error('--uid is required');
    const at = new Date();
    const [user] = await database.db
      .update(users)
      .set({ bannedAt: values.lift ? null : at })
      .where(eq(users.uid, uid))
      .returning({ id: users.id });
    if (!user) throw new Error(`No user with uid ${uid}`);
    if (values.lift) {
      out(`User ${uid} may sign in again.`);
      return;
    }
    const ended = await database.db
      .update(sessions)
      .set({ revokedAt: at, revokedReason: 'banned' })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    out(`User ${uid} is banned; ${ended.length} session(s) ended.`);
  },
};

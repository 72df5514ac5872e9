import type { Database } from '../../src/db/client';
import { sessions } from '../../src/db/schema';
import type { createTokenService } from '../../src/lib/tokens';
import type { TestUser } from '../builders';

/**
 * A bearer token of a session made straight in the database for the crash test's clients (a day
 * long: signing in through the API would spend the sign-in limits the test does not measure).
 */
export async function crashToken(
  db: Database['db'],
  tokens: ReturnType<typeof createTokenService>,
  user: Pick<TestUser, 'id' | 'uid' | 'accountType'>,
) {
  const sessionId = `crash-${user.id}`;
  await db.insert(sessions).values({
    id: sessionId,
    userId: user.id,
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return tokens.sign({ userId: user.id, uid: user.uid, accountType: user.accountType, sessionId });
}

/** The crash helpers' database and token service. */
export type CrashDb = Database['db'];
export type CrashTokens = ReturnType<typeof createTokenService>;
/** What a crash client's request finally got: the status and the envelope. */
export type CrashOutcome = {
  status: number;
  body: {
    success?: boolean;
    result?: Record<string, unknown>;
    error?: { code: number; validationErrors?: { field: string }[] };
  };
};
/** The crash test's sender: the same request again until the server answers. */
export type CrashSend = (
  path: string,
  token: string,
  payload: object,
  stop: () => boolean,
) => Promise<CrashOutcome>;

import { randomInt } from 'node:crypto';
import type { AccountType, TokenSession } from '@coffer/contract';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import { uniqueViolation } from '../../lib/db-errors';
import type { CodeTarget } from '../verification/verification.module';
import { badCode, type VerificationService } from '../verification/verification.module';
import type { LoginHistory } from './login-history.repo';
import type { PasswordHasher } from './password';
import type { UsersRepo } from './users.repo';

export interface RegistrationDeps {
  db: Db;
  now: () => Date;
  users: Pick<UsersRepo, 'byEmail' | 'byPhone'>;
  hasher: Pick<PasswordHasher, 'hash'>;
  codes: Pick<VerificationService, 'consume'>;
  history: LoginHistory;
  /**
   * Signs the new account in on the device it signed up from (a session, the device remembered),
   * so sign-up needs no second typing of the address and password.
   */
  startSession: (
    user: { id: number; uid: string; accountType: AccountType },
    client: ClientInfo,
  ) => Promise<TokenSession>;
}

export interface SignUp {
  target: CodeTarget;
  email?: string;
  areaCode?: string;
  phoneNumber?: string;
  code: string;
  password: string;
  accountType: AccountType;
  referralCode?: string | undefined;
  whatsApp?: string | undefined;
  questionnaire: Record<string, boolean>;
}

/** What a sign-up writes beside the user, in the same transaction (a merchant's company). */
export type WithNewUser = (tx: Db, userId: number) => Promise<void>;

/** A fresh public uid: 8 digits, above the demo range, retried on the rare clash. */
const newUid = () => String(randomInt(20_000_000, 100_000_000));

/** 51093 / 51094 when the address is taken (registered since its code was sent). */
async function assertFree(deps: RegistrationDeps, signUp: SignUp) {
  if (signUp.email && (await deps.users.byEmail(signUp.email))) throw new AppError('emailAlreadyRegistered');
  if (
    signUp.areaCode &&
    signUp.phoneNumber &&
    (await deps.users.byPhone(signUp.areaCode, signUp.phoneNumber))
  )
    throw new AppError('phoneAlreadyRegistered');
}

/** The unique-constraint clash of an insert, told as the catalogued error (undefined: retry the uid). */
function clashError(error: unknown, attempt: number): AppError | undefined {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_uid_unique' && attempt < 5) return undefined;
  if (constraint === 'merchants_full_name_unique')
    return new AppError('accountExists', 'This company is already registered.');
  // Another sign-up with the same address won the race.
  if (constraint !== undefined) return new AppError('accountAlreadyRegistered');
  throw error;
}

async function insertUser(
  deps: RegistrationDeps,
  signUp: SignUp,
  passwordHash: string,
  extra?: WithNewUser,
): Promise<{ id: number; uid: string }> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            uid: newUid(),
            email: signUp.email ?? null,
            areaCode: signUp.areaCode ?? null,
            phoneNumber: signUp.phoneNumber ?? null,
            passwordHash,
            accountType: signUp.accountType,
            referralCode: signUp.referralCode || null,
            whatsApp: signUp.whatsApp || null,
            questionnaire: signUp.questionnaire,
            consentedAt: deps.now(),
            passwordChangedAt: deps.now(),
            createdAt: deps.now(),
          })
          .returning({ id: users.id, uid: users.uid });
        if (!row) throw new Error('insert returned nothing');
        await extra?.(tx as unknown as Db, row.id);
        return row;
      });
    } catch (error) {
      const clash = clashError(error, attempt);
      if (clash) throw clash;
    }
  }
}

/** Sign-up of any account: the code, the free address, the user (and `extra`), then the session. */
export async function registerAccount(
  deps: RegistrationDeps,
  signUp: SignUp,
  client: ClientInfo,
  extra?: WithNewUser,
) {
  const passwordHash = await deps.hasher.hash(signUp.password);
  // The code first: "already registered" is told only to whoever received a code for the address.
  if (!(await deps.codes.consume({ target: signUp.target, purpose: 'register', code: signUp.code })))
    throw badCode();
  await assertFree(deps, signUp);
  const user = await insertUser(deps, signUp, passwordHash, extra);
  await deps.history.record({
    userId: user.id,
    event: 'register',
    result: 'success',
    detail: signUp.target.channel,
    client,
  });
  const session = await deps.startSession({ ...user, accountType: signUp.accountType }, client);
  return { ...session, uid: user.uid, accountType: signUp.accountType };
}

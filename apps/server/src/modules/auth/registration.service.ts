import { randomInt } from 'node:crypto';
import { type AccountType, accountType, constants, merchantType, type TokenSession } from '@coffer/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchants, uploads, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import { uniqueViolation } from '../../lib/db-errors';
import type { CodeTarget } from '../verification/verification.module';
import { badCode, type VerificationService } from '../verification/verification.module';
import type { LoginHistory } from './login-history.repo';
import type { PasswordHasher } from './password';
import type { UsersRepo } from './users.repo';

const merchantAccount = accountType.members.merchant;

export interface RegistrationDeps {
  db: Db;
  now: () => Date;
  users: UsersRepo;
  hasher: PasswordHasher;
  codes: VerificationService;
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

export interface MerchantCompany {
  fullName: string;
  shortName: string;
  companyWebsite?: string | undefined;
  address: string;
  businessScope: string;
  receiptCurrency: string;
  certificateFileId: string;
}

/** A fresh public uid: 8 digits, above the demo range, retried on the rare clash. */
const newUid = () => String(randomInt(20_000_000, 100_000_000));

/** Sign-up of personal, enterprise and merchant accounts (§2, §5, §6). */
export function createRegistrationService(deps: RegistrationDeps) {
  /** 51093 / 51094 when the address is taken (registered since its code was sent). */
  async function assertFree(signUp: SignUp) {
    if (signUp.email && (await deps.users.byEmail(signUp.email)))
      throw new AppError('emailAlreadyRegistered');
    if (
      signUp.areaCode &&
      signUp.phoneNumber &&
      (await deps.users.byPhone(signUp.areaCode, signUp.phoneNumber))
    )
      throw new AppError('phoneAlreadyRegistered');
  }

  async function insertUser(
    signUp: SignUp,
    passwordHash: string,
    extra?: (tx: Db, userId: number) => Promise<void>,
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
        const constraint = uniqueViolation(error);
        if (constraint === 'users_uid_unique' && attempt < 5) continue;
        if (constraint === 'merchants_full_name_unique')
          throw new AppError('accountExists', 'This company is already registered.');
        // Another sign-up with the same address won the race.
        if (constraint !== undefined) throw new AppError('accountAlreadyRegistered');
        throw error;
      }
    }
  }

  async function register(
    signUp: SignUp,
    client: ClientInfo,
    extra?: (tx: Db, userId: number) => Promise<void>,
  ) {
    const passwordHash = await deps.hasher.hash(signUp.password);
    // The code first: "already registered" is told only to whoever received a code for the address.
    if (!(await deps.codes.consume({ target: signUp.target, purpose: 'register', code: signUp.code })))
      throw badCode();
    await assertFree(signUp);
    const user = await insertUser(signUp, passwordHash, extra);
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

  return {
    register: (signUp: SignUp, client: ClientInfo) => register(signUp, client),

    /**
     * A merchant: type 1, trial (§3 merchant types), with the certificate the same person uploaded
     * just before (anonymous uploads are named by their unguessable id only).
     */
    async registerMerchant(signUp: SignUp, company: MerchantCompany, client: ClientInfo) {
      const [file] = await deps.db
        .select()
        .from(uploads)
        .where(
          and(
            eq(uploads.id, company.certificateFileId),
            isNull(uploads.claimedAt),
            isNull(uploads.ownerUserId),
          ),
        );
      const allowed: readonly string[] = constants.uploads.merchantCertificate.types;
      if (file?.purpose !== 'merchantCertificate' || !allowed.includes(file.contentType))
        throw new AppError(
          'uploadFileMissing',
          'Upload the business registration certificate (JPG or PNG, up to 5 MB) first.',
        );
      if (
        (
          await deps.db
            .select({ id: merchants.userId })
            .from(merchants)
            .where(eq(merchants.fullName, company.fullName))
        ).length > 0
      )
        throw new AppError('accountExists', 'This company is already registered.');
      return register({ ...signUp, accountType: merchantAccount }, client, async (tx, userId) => {
        const claimed = await tx
          .update(uploads)
          .set({ ownerUserId: userId, claimedAt: deps.now() })
          .where(and(eq(uploads.id, file.id), isNull(uploads.claimedAt)))
          .returning({ id: uploads.id });
        if (claimed.length === 0) throw new AppError('uploadFileMissing');
        await tx.insert(merchants).values({
          userId,
          fullName: company.fullName,
          shortName: company.shortName,
          companyWebsite: company.companyWebsite || null,
          address: company.address,
          businessScope: company.businessScope,
          receiptCurrency: company.receiptCurrency,
          certificateFileId: file.id,
          merchantType: merchantType.members.trial,
          createdAt: deps.now(),
        });
      });
    },
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;

import { randomInt } from 'node:crypto';
import {
  type AccountType,
  accountType,
  endpoints,
  type KycStatus,
  kycStatus,
  walletType,
} from '@coffer/contract';
import { and, eq } from 'drizzle-orm';
import { coinNetworks, coins, userCoinAddresses, users } from '../src/db/schema';
import { systemAccount, userAccount, type WalletType } from '../src/ledger/accounts';
import { createLedger } from '../src/ledger/ledger';
import { createPasswordHasher } from '../src/modules/auth/password';
import { api } from './api-client';
import { securityCode, totpCode } from './codes';
import type { TestApp } from './harness';

/**
 * The test data of the API tests, built the way the product makes it: users straight in the
 * database (as the seed makes them), balances through the ledger (as a deposit credits them),
 * whitelisted addresses in the address book, coins by updating the seeded catalogue.
 *
 *   const alice = await aUser().verified().fundPin().funded('USDT', '1000').create(t);
 *   await api(t).as(alice).call(endpoints.withdrawals.apply, { ... });
 */

type NewUser = typeof users.$inferInsert;
export type UserRow = typeof users.$inferSelect;

/** A created user: their row, plus the secrets a test needs to act as them. */
export type TestUser = UserRow & {
  /** Their sign-in password (in the clear). */
  password: string;
  /** Their fund PIN, when the builder set one. */
  fundPin: string | undefined;
  /** Their authenticator's secret (base32), when the builder bound one. */
  googleSecret: string | undefined;
  /**
   * The session of theirs the builder opened (`signedIn()`): `api(t).as(user)` then calls in it,
   * so a test can see it revoked.
   */
  sessionId?: string;
};

/** The harness's light argon2id cost (the app under test is built with the same). */
export const testHasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
/** The sign-in password every built user has unless the builder says otherwise. */
export const goodPassword = 'Sturdy#Pass2026';

/** The fund PIN most tests use. */
export const testPin = '246810';
/** A valid bitcoin address the tests whitelist and withdraw to. */
export const btcAddress = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

interface Funding {
  coin: string;
  amount: string;
  wallet: WalletType;
}
interface Whitelisted {
  coin: string;
  network: string;
  address: string;
  usableFrom: Date;
}

export class UserBuilder {
  private fields: Partial<NewUser> = {};
  private password = goodPassword;
  private pin: string | undefined;
  private google = false;
  private session = false;
  private readonly fundings: Funding[] = [];
  private readonly addresses: Whitelisted[] = [];

  /** Any column of the user row (an e-mail, a name, a pricing currency, a ban…). */
  with(fields: Partial<NewUser>): this {
    this.fields = { ...this.fields, ...fields };
    return this;
  }
  email(email: string | null): this {
    return this.with({ email });
  }
  /** A phone number (`areaCode` without the plus); `only` also drops the default e-mail. */
  phone(areaCode: string, phoneNumber: string, only = false): this {
    return this.with({ areaCode, phoneNumber, ...(only ? { email: null } : {}) });
  }
  signInPassword(password: string): this {
    this.password = password;
    return this;
  }
  kyc(status: KycStatus): this {
    return this.with({ kycStatus: status });
  }
  verified(): this {
    return this.kyc(kycStatus.members.verified);
  }
  unverified(): this {
    return this.kyc(kycStatus.members.unverified);
  }
  accountType(type: AccountType): this {
    return this.with({ accountType: type });
  }
  merchant(): this {
    return this.accountType(accountType.members.merchant);
  }
  /** A fund PIN (the tests' usual one unless given). */
  fundPin(pin = testPin): this {
    this.pin = pin;
    return this;
  }
  /** An authenticator bound through the API, as the user binds one (needs an e-mail). */
  withGoogle(): this {
    this.google = true;
    return this;
  }
  /** A session of their own, open now (as a sign-in opens one): see `TestUser.sessionId`. */
  signedIn(): this {
    this.session = true;
    return this;
  }
  /** A balance credited through the ledger, as a deposit credits it (spot wallet unless given). */
  funded(coin: string, amount: string, wallet: WalletType = walletType.members.spot): this {
    this.fundings.push({ coin, amount, wallet });
    return this;
  }
  /** An address-book entry usable at once (its cool-off long over), unless `usableFrom` says when. */
  whitelisted(coin: string, network: string, address = btcAddress, usableFrom = new Date(0)): this {
    this.addresses.push({ coin, network, address, usableFrom });
    return this;
  }

  /**
   * Writes the user. A bare database is enough (a test that runs its own server process), unless
   * an authenticator or a session is asked for: those need the test app.
   */
  async create(target: TestApp | Pick<TestApp, 'db'>): Promise<TestUser> {
    const t = target as TestApp;
    if ((this.google || this.session) && !('call' in target))
      throw new Error('withGoogle() and signedIn() need the test app, not a bare database');
    const uid = this.fields.uid ?? String(randomInt(20_000_000, 99_999_999));
    const [row] = await t.db
      .insert(users)
      .values({
        uid,
        email: `u${uid}@test.coffer.test`,
        name: `User ${uid}`,
        passwordHash: await testHasher.hash(this.password),
        ...(this.pin ? { fundPasswordHash: await testHasher.hash(this.pin) } : {}),
        ...this.fields,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    for (const f of this.fundings) await fund(t.db, row, f.coin, f.amount, f.wallet);
    for (const a of this.addresses) await whitelist(t, row, a.coin, a.network, a.address, a.usableFrom);
    const googleSecret = this.google ? await bindGoogle(t, row) : undefined;
    const sessionId = this.session ? await openSession(t, row) : undefined;
    return {
      ...row,
      password: this.password,
      fundPin: this.pin,
      googleSecret,
      ...(sessionId ? { sessionId } : {}),
    };
  }
}

/** A user to build: personal, KYC unverified, with an e-mail and the tests' usual password. */
export const aUser = () => new UserBuilder();

/** Credits a user's wallet the way a deposit does: from custody, through the ledger. */
export async function fund(
  db: TestApp['db'],
  user: { id: number },
  coin: string,
  amount: string,
  wallet: WalletType = walletType.members.spot,
) {
  await createLedger(db).transfer({
    id: `test-fund:${user.id}:${coin}:${wallet}:${randomInt(1, 2 ** 47)}`,
    debit: systemAccount('custody', coin, 'TEST'),
    credit: userAccount(user.id, coin, wallet),
    asset: coin,
    amount,
    reason: 'deposit',
  });
}

/** An address-book entry of the user's, usable at once unless `usableFrom` says when. */
export async function whitelist(
  t: Pick<TestApp, 'db'>,
  user: { id: number },
  coin: string,
  network: string,
  address = btcAddress,
  usableFrom = new Date(0),
) {
  await t.db.insert(userCoinAddresses).values({ userId: user.id, coin, network, address, usableFrom });
}

/** A user's balance in one wallet (spot unless given), as the ledger holds it. */
export const balanceOf = (
  t: Pick<TestApp, 'db'>,
  user: { id: number },
  coin: string,
  wallet: WalletType = walletType.members.spot,
) => createLedger(t.db).balance(userAccount(user.id, coin, wallet));

/** Opens a session of the user's (the harness writes its row with the first token). */
async function openSession(t: TestApp, user: UserRow): Promise<string> {
  const sessionId = `s-${user.id}-${randomInt(1e9)}`;
  await t.tokenFor({ userId: user.id, uid: user.uid, accountType: user.accountType, sessionId });
  return sessionId;
}

/** Binds an authenticator: bind info, an e-mail code, then the authenticator's first code. */
async function bindGoogle(t: TestApp, user: UserRow): Promise<string> {
  if (!user.email) throw new Error('withGoogle() needs a user with an e-mail');
  const client = api(t).as(user);
  const { secret } = await client.call(endpoints.security.getGoogleBindInfo, {});
  const emailCode = await securityCode(t, user, 'email', user.email);
  await client.call(endpoints.security.bindGoogleCode, { googleCode: totpCode(t, secret), emailCode });
  // The next code must come from a later step (each step's code is spent once).
  t.clock.advance(30_000);
  return secret;
}

/** Changes a seeded coin's settings (its transfer fee and limits, its switch). */
export async function setCoin(t: Pick<TestApp, 'db'>, code: string, set: Partial<typeof coins.$inferInsert>) {
  await t.db.update(coins).set(set).where(eq(coins.code, code));
}

/** Changes a seeded coin's networks' settings (all of them unless one is named). */
export async function setCoinNetwork(
  t: Pick<TestApp, 'db'>,
  coin: string,
  set: Partial<typeof coinNetworks.$inferInsert>,
  network?: string,
) {
  await t.db
    .update(coinNetworks)
    .set(set)
    .where(and(eq(coinNetworks.coin, coin), network ? eq(coinNetworks.network, network) : undefined));
}

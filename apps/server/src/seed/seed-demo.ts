import { commonSettingType, kycStatus } from '@coffer/contract';
import type { Db } from '../db/client';
import { meta, users } from '../db/schema';
import type { PasswordHasher } from '../modules/auth/auth.module';
import { seedDemoMultisig } from '../modules/multisig/multisig.module';
import { createSettingsWriter } from '../modules/settings/settings.module';
import { createVersionsWriter } from '../modules/versioning/versioning.module';
import { demoAccounts, demoPassword } from './demo-accounts';
import { seedDemoCash } from './demo-cash';
import { seedDemoContent } from './demo-content';
import { seedMarketMaker } from './demo-convert';
import { seedDemoGlobal } from './demo-global';
import { seedPendingKyc } from './demo-kyc';
import { demoMoneyFundPin, seedDemoMoney } from './demo-money';
import { seedDemoAcceptor } from './demo-otc';
import { seedDemoP2p } from './demo-p2p';
import { footerLinksSetting, protocolLinksSetting, socialSetting } from './demo-settings';
import { demoVersions } from './demo-versions';

const seededKey = 'demo_seeded_at';

/**
 * Seeds the demo accounts and content once: the marker row and the data commit together, so a
 * second start (or a second process) finds the marker and seeds nothing. With `uploadsDir` (where
 * the server keeps uploads) one demo user also gets an identity verification under review.
 */
export async function seedDemo(
  db: Db,
  hasher: PasswordHasher,
  now = new Date(),
  options: { uploadsDir?: string } = {},
): Promise<boolean> {
  const passwordHash = await hasher.hash(demoPassword);
  const fundPasswordHash = await hasher.hash(demoMoneyFundPin);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(meta)
      .values({ key: seededKey, value: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: meta.key });
    if (claimed.length === 0) {
      // A demo database seeded before convert existed gets the market maker's inventory now (its
      // transfer ids make this a no-op on every later start).
      await seedMarketMaker(tx as unknown as Db);
      // Likewise the demo acceptor's OTC desk and inventory (a no-op once there).
      await seedDemoAcceptor(tx as unknown as Db, now);
      // And the demo dealer's P2P methods and ads (a no-op once there).
      await seedDemoP2p(tx as unknown as Db, now);
      return false;
    }
    const settings = createSettingsWriter(tx as unknown as Db);
    await settings.upsert(commonSettingType.members.social, JSON.stringify(socialSetting));
    await settings.upsert(commonSettingType.members.footerLinks, JSON.stringify(footerLinksSetting));
    await settings.upsert(commonSettingType.members.protocolLinks, JSON.stringify(protocolLinksSetting));
    await seedDemoContent(tx as unknown as Db, now);
    const versions = createVersionsWriter(tx as unknown as Db);
    for (const version of demoVersions(now)) await versions.add(version);
    const created = await tx
      .insert(users)
      .values(
        demoAccounts.map((a) => ({
          ...a,
          passwordHash,
          fundPasswordHash: a.kycStatus === kycStatus.members.verified ? fundPasswordHash : null,
        })),
      )
      .returning({ id: users.id, uid: users.uid, name: users.name, kycStatus: users.kycStatus });
    await seedDemoMoney(tx as unknown as Db, created, now);
    await seedMarketMaker(tx as unknown as Db);
    await seedDemoAcceptor(tx as unknown as Db, now);
    await seedDemoP2p(tx as unknown as Db, now);
    if (options.uploadsDir) await seedPendingKyc(tx as unknown as Db, options.uploadsDir, now);
    await seedDemoCash(tx as unknown as Db, created, now);
    await seedDemoMultisig(tx as unknown as Db, created, now);
    await seedDemoGlobal(tx as unknown as Db, created, now);
    return true;
  });
}

export function describeDemoAccounts(): string {
  const rows = demoAccounts.map(
    (a) => `  ${a.email.padEnd(28)} ${`${a.areaCode} ${a.phoneNumber}`.padEnd(18)} ${a.name}`,
  );
  return [
    `Demo accounts (password for all: ${demoPassword}; fund PIN of the verified ones: ${demoMoneyFundPin}):`,
    ...rows,
  ].join('\n');
}

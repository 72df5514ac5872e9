import { join } from 'node:path';
import { createPasswordHasher } from '../modules/auth/auth.module';
import { describeDemoAccounts, seedDemo } from '../seed/seed-demo';
import type { OpsCommand } from './cli';

export const seedCommand: OpsCommand = {
  summary: 'Seed the demo accounts and content into an empty database (once).',
  usage: 'seed:demo',
  run: async ({ database, out, config }) => {
    const uploadsDir = config ? join(config.dataDir, 'uploads') : undefined;
    const seeded = await seedDemo(
      database.db,
      createPasswordHasher(),
      new Date(),
      uploadsDir ? { uploadsDir } : {},
    );
    out(seeded ? 'Demo data seeded.' : 'Demo data was already seeded: nothing changed.');
    out(describeDemoAccounts());
  },
};

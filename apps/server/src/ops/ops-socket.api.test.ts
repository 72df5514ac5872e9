import { statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api-client';
import { aUser } from '../../test/builders';
import { idCardPhotos, individual } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/harness';
import { tempDir } from '../../test/temp-dir';
import { type Config, loadConfig } from '../config';
import { users } from '../db/schema';
import { deriveKey, keyPurposes } from '../lib/keys';
import { runCommand } from './commands';
import { forwardToServer, opsSocketPath, startOpsSocket } from './ops-socket';

let t: TestApp;
let config: Config;
let socket: { close(): Promise<void> };
let path: string;

beforeAll(async () => {
  const home = tempDir('ops-sock');
  config = loadConfig({ DATA_DIR: 'd', JWT_SECRET: 's'.repeat(40) }, home);
  t = await startTestApp({
    uploadsDir: join(config.dataDir, 'uploads'),
    fileLinkKey: deriveKey(config.jwtSecret, keyPurposes.fileLinks),
  });
  path = opsSocketPath(config.dataDir);
  // As server.ts does: the running server runs the console's commands on its own database.
  socket = await startOpsSocket(path, (argv, out) =>
    runCommand(argv, { database: t.database, modules: t.modules, config, out }),
  );
});
afterAll(async () => {
  await socket.close();
  await t.close();
});

describe('the console asks a running server (ops socket)', () => {
  it('runs a command in the server, whose answers see the change at once', async () => {
    const user = await aUser().email('live@example.com').create(t);
    const client = api(t).as(user);
    await client.send(endpoints.kyc.create, individual(t.clock.now, await idCardPhotos(client)));
    const lines: string[] = [];
    expect(await forwardToServer(path, ['kyc:list'], (l) => lines.push(l))).toBe(true);
    expect(lines.join('\n')).toContain(user.uid);
    expect(await forwardToServer(path, ['kyc:approve', user.uid, '--by', 'ops'], (l) => lines.push(l))).toBe(
      true,
    );
    expect(lines.at(-1)).toContain('Approved');
    const info = await client.send(endpoints.kyc.get);
    expect(info.result?.kycStatus).toBe(3);
    expect((await t.db.select().from(users).where(eq(users.id, user.id)))[0]?.kycStatus).toBe(3);
  });

  it("passes the command's failure back as the console's, and refuses a malformed request", async () => {
    await expect(forwardToServer(path, ['kyc:approve', '00000000'], () => {})).rejects.toThrow(/No user/);
    await expect(forwardToServer(path, ['nope'], () => {})).rejects.toThrow(/Unknown command: nope/);
    await expect(forwardToServer(path, ['kyc:list', '--wat'], () => {})).rejects.toThrow(/--wat/);
  });

  it('keeps the socket to the server user; without a server the console opens the database itself', async () => {
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(dirname(path)).mode & 0o777).toBe(0o700);
    const elsewhere = tempDir('ops-none');
    expect(await forwardToServer(opsSocketPath(elsewhere), ['kyc:list'], () => {})).toBe(false);
    const stale = join(elsewhere, 'stale.sock');
    writeFileSync(stale, '');
    expect(await forwardToServer(stale, ['kyc:list'], () => {})).toBe(false);
  });
});

import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** A card processor secret of the shortest length allowed. */
const cardSecret = 'c'.repeat(32);
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'coffer-config-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const cwd = tempDir();
    const c = loadConfig({}, cwd);
    expect(c.port).toBe(8080);
    expect(c.dataDir).toBe(join(cwd, 'data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.mounts).toEqual({ base: '', merchant: '/m', content: '/c' });
    expect(c.sandboxTools).toBe(false);
  });

  it("waits the rule's 60 s between codes unless CODE_RESEND_SECONDS says otherwise", () => {
    expect(loadConfig({}, tempDir()).codeResendSeconds).toBe(60);
    expect(loadConfig({ CODE_RESEND_SECONDS: '3' }, tempDir()).codeResendSeconds).toBe(3);
  });

  it('lets a P2P payment window minute last 60 s unless P2P_WINDOW_MINUTE_SECONDS says otherwise', () => {
    expect(loadConfig({}, tempDir()).p2pWindowMinuteSeconds).toBe(60);
    expect(loadConfig({ P2P_WINDOW_MINUTE_SECONDS: '10' }, tempDir()).p2pWindowMinuteSeconds).toBe(10);
  });

  it('serves the sandbox tools only when SANDBOX_TOOLS is 1', () => {
    expect(loadConfig({ SANDBOX_TOOLS: '1' }, tempDir()).sandboxTools).toBe(true);
    for (const value of ['0', 'true', 'yes', ''])
      expect(loadConfig({ SANDBOX_TOOLS: value }, tempDir()).sandboxTools).toBe(false);
  });

  it('is in production mode only when NODE_ENV is production', () => {
    expect(loadConfig({ NODE_ENV: 'production', CARD_NOTIFY_SECRET: cardSecret }, tempDir()).production).toBe(
      true,
    );
    for (const value of [undefined, 'development', 'test', 'prod', ''])
      expect(loadConfig({ NODE_ENV: value }, tempDir()).production).toBe(false);
  });

  it('generates a JWT secret once, keeps it private in the data folder and reuses it', () => {
    const cwd = tempDir();
    const first = loadConfig({ DATA_DIR: 'd' }, cwd);
    const file = join(cwd, 'd', 'jwt-secret');
    expect(readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(64);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = loadConfig({ DATA_DIR: 'd' }, cwd);
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
  });

  it('takes a given secret and refuses a short one', () => {
    const cwd = tempDir();
    const secret = 's'.repeat(40);
    expect(new TextDecoder().decode(loadConfig({ JWT_SECRET: secret }, cwd).jwtSecret)).toBe(secret);
    expect(() => loadConfig({ JWT_SECRET: 'short' }, cwd)).toThrow(/32/);
  });

  it('runs one host alone at the root, or several under their prefixes', () => {
    const cwd = tempDir();
    expect(loadConfig({ HOSTS: 'content' }, cwd).mounts).toEqual({ content: '' });
    expect(loadConfig({ HOSTS: 'base,merchant' }, cwd).mounts).toEqual({ base: '', merchant: '/m' });
    expect(() => loadConfig({ HOSTS: 'nope' }, cwd)).toThrow(/Unknown host/);
  });

  it('configures identity verification: the sandbox by default, Sumsub with its keys', () => {
    const cwd = tempDir();
    expect(loadConfig({}, cwd).kyc).toEqual({
      provider: 'sandbox',
      callbackSecret: undefined,
      autoApproveSeconds: 0,
    });
    expect(loadConfig({}, cwd).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://coffer.example/', PORT: '9000' }, cwd).publicUrl).toBe(
      'https://coffer.example',
    );
    const demo = loadConfig(
      { KYC_SANDBOX_AUTO_APPROVE_SECONDS: '30', KYC_WEBHOOK_SECRET: 'w'.repeat(20) },
      cwd,
    );
    expect(demo.kyc).toMatchObject({ autoApproveSeconds: 30, callbackSecret: 'w'.repeat(20) });
    expect(() => loadConfig({ KYC_WEBHOOK_SECRET: 'short' }, cwd)).toThrow(/16/);
    expect(() => loadConfig({ KYC_PROVIDER: 'acme' }, cwd)).toThrow(/KYC_PROVIDER/);
    expect(() => loadConfig({ KYC_PROVIDER: 'sumsub' }, cwd)).toThrow(/SUMSUB_APP_TOKEN/);
    const sumsub = loadConfig(
      { KYC_PROVIDER: 'sumsub', SUMSUB_APP_TOKEN: 'sbx:t', SUMSUB_SECRET_KEY: 'k' },
      cwd,
    );
    expect(sumsub.kyc.sumsub).toEqual({
      appToken: 'sbx:t',
      secretKey: 'k',
      levelName: 'basic-kyc-level',
      baseUrl: 'https://api.sumsub.com',
    });
    expect(() =>
      loadConfig(
        {
          KYC_PROVIDER: 'sumsub',
          SUMSUB_APP_TOKEN: 'sbx:t',
          SUMSUB_SECRET_KEY: 'k',
          KYC_SANDBOX_AUTO_APPROVE_SECONDS: '5',
        },
        cwd,
      ),
    ).toThrow(/sandbox/);
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, tempDir())).toThrow();
  });

  it('signs card notifications with CARD_NOTIFY_SECRET, a random one per process outside production', () => {
    expect(loadConfig({ CARD_NOTIFY_SECRET: cardSecret }, tempDir()).cardNotifySecret).toBe(cardSecret);
    const [one, two] = [loadConfig({}, tempDir()), loadConfig({}, tempDir())].map((c) => c.cardNotifySecret);
    expect(one).toMatch(/^[0-9a-f]{64}$/);
    expect(one).not.toBe(two);
    expect(() => loadConfig({ NODE_ENV: 'production' }, tempDir())).toThrow(/CARD_NOTIFY_SECRET is required/);
    expect(() => loadConfig({ CARD_NOTIFY_SECRET: 'short' }, tempDir())).toThrow(/at least 32/);
  });

  it('keeps shared state in Redis only when REDIS_URL names one', () => {
    expect(loadConfig({}, tempDir())).toMatchObject({ redisUrl: undefined, redisPrefix: 'coffer:' });
    const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/0', REDIS_PREFIX: 'a:' }, tempDir());
    expect(config).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379/0', redisPrefix: 'a:' });
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' }, tempDir())).toThrow(/redis:\/\//);
  });
});

describe('TRUST_PROXY', () => {
  it('is off, every hop, or only the listed proxies', async () => {
    const { trustProxyFrom } = await import('./config');
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('0')).toBe(false);
    expect(trustProxyFrom('1')).toBe(true);
    expect(trustProxyFrom('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trustProxyFrom('127.0.0.1, 10.0.0.0/8,::1')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => trustProxyFrom('nginx')).toThrow(/not an address or CIDR: nginx/);
  });
});

// `npm run cluster`: Coffer as several server processes behind Debian's nginx on one port, with
// PostgreSQL and Redis — the topology of deploy/compose.yaml on this machine (docs/scale-out.md).
//   npm run cluster [-- --processes N] [--port P] [--no-demo] [--runtime-dir DIR]
//   npm run cluster -- restart [--runtime-dir DIR]   a rolling restart of the running cluster (or SIGHUP)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildServer, buildWeb, root } from './build.mjs';
import {
  clusterEnvNames,
  nginxPresent,
  reloadNginx,
  startNginx,
  writeNginxFiles,
  writeUpstream,
} from './cluster-nginx.mjs';
import { canInstallWithApt, installWithApt } from './prerequisites.mjs';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    'first-process-port': { type: 'string' },
    'runtime-dir': { type: 'string', default: join(root, 'data', 'cluster') },
    'no-demo': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const runtimeDir = resolve(flags['runtime-dir']);
const stateFile = join(runtimeDir, 'cluster.json');
const say = (line) => process.stdout.write(`[cluster] ${line}\n`);

const command = positionals[0] ?? 'start';
if (command !== 'start' && command !== 'restart') {
  process.stderr.write(`Unknown command: ${command} (start, restart)\n`);
  process.exit(2);
}
// What the machine lacks (PostgreSQL, Redis, a running cluster) is said in one line, not a stack.
/** Every process this script started: a start that fails half-way leaves none running. */
const children = new Set();
await (command === 'restart' ? askForRestart() : startCluster()).catch((error) => {
  process.stderr.write(`${error.message}\n`);
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
});

/** `restart`: signals the running cluster and waits for its rolling restart to finish. */
async function askForRestart() {
  if (!existsSync(stateFile)) throw new Error(`no cluster runs with ${runtimeDir}`);
  const before = JSON.parse(readFileSync(stateFile, 'utf8'));
  process.kill(before.pid, 'SIGHUP');
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    await sleep(200);
    const now = JSON.parse(readFileSync(stateFile, 'utf8'));
    if (now.restarts > before.restarts) return say('rolling restart done');
  }
  throw new Error('the rolling restart did not finish within 5 minutes');
}

async function startCluster() {
  const count = Number(flags.processes);
  const port = Number(flags.port);
  if (!Number.isInteger(count) || count < 1 || count > 32) throw new Error('--processes: 1 to 32');
  const firstPort = Number(flags['first-process-port'] ?? port + 1);
  const ports = Array.from({ length: count }, (_, i) => firstPort + i);
  ensureNginx();
  if (!flags['no-build']) {
    buildWeb();
    await buildServer();
  }
  mkdirSync(runtimeDir, { recursive: true, mode: 0o700 });
  const env = await appEnvironment(port);
  await ensureRedis(env.REDIS_URL);
  // Once, before any process starts: the schema, then (like npm start) the demo data.
  runOps(env, ['db:migrate']);
  if (env.SEED_DEMO === '1') runOps(env, ['seed:demo']);

  const apps = new Map();
  let stopping = false;
  let restarting = false;
  let restarts = 0;
  const saveState = () =>
    writeFileSync(
      stateFile,
      JSON.stringify({ pid: process.pid, port, ports, restarts, apps: Object.fromEntries(pidsOf(apps)) }),
    );
  const launch = async (appPort) => {
    const app = startApp(env, appPort, () => {
      // A crash (not our own stop): the supervisor brings the process back, as systemd or Docker would.
      if (stopping || apps.get(appPort) !== app || app.stopping) return;
      say(`process on ${appPort} exited (${app.child.exitCode ?? app.child.signalCode}): starting it again`);
      void launch(appPort).then(saveState, (e) => say(`could not restart ${appPort}: ${e.message}`));
    });
    apps.set(appPort, app);
    await waitHealthy(appPort, app.child);
    return app;
  };
  await Promise.all(ports.map(launch));

  writeNginxFiles(root, runtimeDir, { listen: `127.0.0.1:${port}`, ports });
  const nginx = startNginx(runtimeDir, {
    onExit: (code) => {
      if (!stopping) {
        say(`nginx exited (${code}): stopping`);
        void stop(1);
      }
    },
  });
  children.add(nginx);
  await waitHealthy(port, nginx);
  saveState();
  say(`Coffer is running at http://localhost:${port}: nginx → ${count} processes on ${ports.join(', ')}`);

  async function rollingRestart() {
    if (restarting) return;
    restarting = true;
    try {
      for (const appPort of ports) {
        say(`rolling restart: draining ${appPort}`);
        writeUpstream(runtimeDir, ports, new Set([appPort]));
        await reloadNginx(nginx, { drainMs: 5000 });
        const old = apps.get(appPort);
        const began = Date.now();
        if (old) await old.stop();
        const stopped = Date.now();
        await launch(appPort);
        say(
          `rolling restart: ${appPort} stopped in ${stopped - began} ms, back in ${Date.now() - stopped} ms`,
        );
        writeUpstream(runtimeDir, ports);
        await reloadNginx(nginx);
        saveState();
      }
      restarts++;
      saveState();
      say('rolling restart done');
    } catch (error) {
      say(`rolling restart failed: ${error.message}`);
    } finally {
      restarting = false;
    }
  }

  async function stop(code = 0) {
    if (stopping) return;
    stopping = true;
    say('stopping');
    nginx.kill('SIGQUIT');
    await Promise.all([...apps.values()].map((a) => a.stop()));
    rmSync(stateFile, { force: true });
    process.exit(code);
  }
  process.on('SIGHUP', () => void rollingRestart());
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

/** nginx from Debian, installed when missing where the machine can (root with apt-get), as npm test does for Chromium. */
function ensureNginx() {
  if (nginxPresent()) return;
  if (canInstallWithApt() && installWithApt(['nginx']) && nginxPresent()) return;
  process.stderr.write(
    "npm run cluster needs Debian's nginx: run `sudo apt-get install -y --no-install-recommends nginx`\n",
  );
  process.exit(1);
}

/**
 * What every process shares: the database, Redis, the secrets (one JWT key for all, or a token
 * signed by one would fail on the other) and the data folder (uploaded images); what nginx is.
 */
async function appEnvironment(port) {
  const secrets = secretsOf(join(runtimeDir, 'secrets.json'));
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    DATABASE_URL: process.env.DATABASE_URL || (await clusterDatabase()),
    REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
    DATA_DIR: process.env.DATA_DIR || join(runtimeDir, 'data'),
    JWT_SECRET: process.env.JWT_SECRET || secrets.jwt,
    CARD_NOTIFY_SECRET: process.env.CARD_NOTIFY_SECRET || secrets.cardNotify,
    // Only nginx (on this machine) may say who the client is.
    TRUST_PROXY: process.env.TRUST_PROXY || '127.0.0.1',
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}`,
    SEED_DEMO: flags['no-demo'] || process.env.SEED_DEMO === '0' ? '0' : '1',
  };
  // The list deploy/compose.yaml is checked against: every name on it is set here (PORT per process).
  for (const name of clusterEnvNames)
    if (name !== 'PORT' && !env[name]) throw new Error(`cluster: no value for ${name}`);
  return env;
}

/** Redis must answer before the processes start: their limits refuse every call without it (fail closed). */
async function ensureRedis(url) {
  const { hostname, port } = new URL(url);
  const answers = await new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379), timeout: 2000 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('timeout', () => resolve(socket.destroy() && false));
    socket.once('error', () => resolve(false));
  });
  if (!answers)
    throw new Error(
      `npm run cluster needs Redis at ${hostname}:${port || 6379} (REDIS_URL): start redis-server`,
    );
}

/** The secrets all processes share, made once and kept (mode 600) so a restart keeps sessions valid. */
function secretsOf(file) {
  if (!existsSync(file)) {
    const made = { jwt: randomBytes(48).toString('base64url'), cardNotify: randomBytes(32).toString('hex') };
    writeFileSync(file, JSON.stringify(made), { mode: 0o600 });
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Without DATABASE_URL: the database `coffer_cluster` on the local PostgreSQL, made when missing. */
async function clusterDatabase() {
  const server = 'postgres://postgres@127.0.0.1:5432';
  const client = new pg.Client({ connectionString: `${server}/postgres`, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    throw new Error('npm run cluster needs PostgreSQL: set DATABASE_URL, or run one on 127.0.0.1:5432');
  }
  try {
    const { rows } = await client.query("select 1 from pg_database where datname = 'coffer_cluster'");
    if (rows.length === 0) await client.query('create database coffer_cluster');
  } finally {
    await client.end();
  }
  return `${server}/coffer_cluster`;
}

function runOps(env, argv) {
  const res = spawnSync(process.execPath, [join(root, 'apps/server/dist/ops.mjs'), ...argv], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (res.status !== 0) throw new Error(`ops ${argv.join(' ')} failed`);
}

/** One server process on `appPort`; its output lines carry its port. */
function startApp(env, appPort, onCrash) {
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.mjs')], {
    cwd: root,
    env: { ...env, PORT: String(appPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  for (const stream of [child.stdout, child.stderr]) prefixLines(stream, `[app ${appPort}] `);
  const exited = new Promise((r) => child.once('exit', r));
  const app = {
    child,
    stopping: false,
    /** SIGTERM: the server finishes its requests, ends its live streams, then exits. */
    async stop() {
      app.stopping = true;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  child.once('exit', onCrash);
  return app;
}

function prefixLines(stream, prefix) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
  });
}

/** Polls GetEnum (the readiness call the benchmarks and browser tests use) until it answers. */
async function waitHealthy(port, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the process for ${port} exited before it answered`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/services/app/Basic/GetEnum`, {
        signal: AbortSignal.timeout(1000),
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`nothing answered on ${port} within 2 minutes`);
}

function pidsOf(apps) {
  return [...apps.entries()].map(([port, app]) => [port, app.child.pid]);
}

function sleep(ms) {
  return new Promise((r) => setTimeout(r, ms));
}

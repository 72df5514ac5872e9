// nginx for `npm run cluster`: Debian's nginx run as the current user, with its own prefix, pid
// file, logs and temp folders under the cluster's runtime folder (no file under /etc is read or
// written), serving deploy/nginx/coffer.conf.template — the same file deploy/compose.yaml mounts.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const nginxBinary = '/usr/sbin/nginx';

/**
 * What `npm run cluster` sets for every app process (PORT: each its own). deploy/compose.yaml sets
 * the same for its replicas (scripts/deploy-files.test.mjs).
 */
export const clusterEnvNames = [
  'HOST',
  'PORT',
  'DATABASE_URL',
  'REDIS_URL',
  'DATA_DIR',
  'JWT_SECRET',
  'CARD_NOTIFY_SECRET',
  'TRUST_PROXY',
  'PUBLIC_URL',
  'SEED_DEMO',
];
export const nginxTemplate = 'deploy/nginx/coffer.conf.template';

/** The template's `${COFFER_…}` placeholders filled in; nginx's own `$variables` are left alone. */
export function renderTemplate(text, values) {
  return text.replace(/\$\{(COFFER_[A-Z_]+)\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`${nginxTemplate}: no value for ${name}`);
    return String(values[name]);
  });
}

/**
 * The upstream's servers, one per app process; `down` ones get no new requests (a rolling restart's
 * drain). A refused connection or timeout counts as a failure: after one, nginx leaves that
 * process alone for 2 s (passive health check; the cluster script checks a process itself before
 * it comes back).
 */
export function upstreamServers(ports, down = new Set()) {
  return `${ports
    .map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${down.has(port) ? ' down' : ''};`)
    .join('\n')}\n`;
}

/** The main nginx.conf of the runtime folder: only what a non-root nginx needs, then our server. */
export function mainConfig(dir) {
  const userLine = process.getuid?.() === 0 ? 'user root;\n' : '';
  const tmp = (name) => join(dir, 'tmp', name);
  return `# Written by scripts/cluster.mjs at each start: nginx run as this user under ${dir}.
${userLine}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'logs', 'nginx-error.log')} warn;
daemon off;
# An old worker still holding live-update streams after a reload lets them go after this long
# (the browsers reconnect to the new workers).
worker_shutdown_timeout 10s;

events {
    worker_connections 4096;
}

http {
    access_log ${join(dir, 'logs', 'nginx-access.log')};
    client_body_temp_path ${tmp('body')};
    proxy_temp_path ${tmp('proxy')};
    fastcgi_temp_path ${tmp('fastcgi')};
    uwsgi_temp_path ${tmp('uwsgi')};
    scgi_temp_path ${tmp('scgi')};
    server_tokens off;
    include coffer.conf;
}
`;
}

/** Writes nginx.conf, coffer.conf (from the template) and coffer-upstream.conf into `dir`. */
export function writeNginxFiles(root, dir, { listen, ports }) {
  for (const sub of ['logs', 'tmp']) mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir));
  const template = readFileSync(join(root, nginxTemplate), 'utf8');
  writeFileSync(join(dir, 'coffer.conf'), renderTemplate(template, { COFFER_LISTEN: listen }));
  writeUpstream(dir, ports);
}

export function writeUpstream(dir, ports, down = new Set()) {
  writeFileSync(join(dir, 'coffer-upstream.conf'), upstreamServers(ports, down));
}

/** Starts nginx in the foreground as a child (it ends with the cluster), after checking the config. */
export function startNginx(dir, { onExit }) {
  const args = ['-p', dir, '-c', join(dir, 'nginx.conf')];
  const child = spawn(nginxBinary, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', onExit);
  return child;
}

/**
 * Reloads nginx's configuration (SIGHUP) and waits until the new worker is up: from then on the
 * old worker takes no new request. With `drainMs`, it also waits (up to that long) for the old
 * worker to finish what it has and exit: it still sends at most one request on each of its client
 * connections, to the servers of the old configuration. Only a worker holding live-update streams
 * stays longer (until worker_shutdown_timeout).
 */
export async function reloadNginx(master, { drainMs = 0 } = {}) {
  const before = workersOf(master.pid);
  master.kill('SIGHUP');
  const started = await until(() => workersOf(master.pid).some((pid) => !before.includes(pid)), 10_000);
  if (!started) throw new Error('nginx did not reload (see its error log)');
  if (drainMs > 0) await until(() => before.every((pid) => !isAlive(pid)), drainMs);
}

async function until(condition, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return condition();
}

function isAlive(pid) {
  try {
    // A zombie (exited, not yet reaped) counts as gone.
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
}

/** The pids of the processes whose parent is `parentPid` (nginx's workers), from /proc. */
export function workersOf(parentPid) {
  const pids = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === parentPid) pids.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

export const nginxPresent = () => existsSync(nginxBinary);

// What `npm test` needs from the machine beyond Node and npm: Debian's Chromium and a CJK font for
// the browser tests (never a downloaded browser), and pgbench for the benchmarks. A root shell with
// apt-get installs what is missing, as CI does; anywhere else the run stops before any step with
// one line naming what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** `required`: the browser tests cannot run without it; otherwise its benchmark says "skipped". */
export const debianPackages = [
  { name: 'chromium', for: 'e2e', required: true, present: () => existsSync('/usr/bin/chromium') },
  {
    name: 'fonts-wqy-microhei',
    for: 'e2e',
    required: true,
    present: () => dpkgHas('fonts-wqy-microhei'),
  },
  { name: 'postgresql-client', for: 'bench', required: false, present: () => onPath('pgbench') },
  // `npm run cluster` and its browser tests put Debian's nginx in front of the processes.
  { name: 'nginx', for: 'cluster', required: true, present: () => existsSync('/usr/sbin/nginx') },
];

/**
 * Decides what to do before the run: nothing, install these packages, or stop with a message.
 * @param {string[]} steps the steps this run takes
 * @param {{ packages: { name: string, for: string, required: boolean, present: () => boolean }[], canInstall: boolean }} machine
 */
export function planPrerequisites(steps, { packages, canInstall }) {
  const missing = packages.filter((p) => steps.includes(p.for) && !p.present());
  if (missing.length === 0) return { action: 'none' };
  const names = missing.map((p) => p.name);
  if (canInstall) return { action: 'install', packages: names };
  const required = missing.filter((p) => p.required).map((p) => p.name);
  if (required.length === 0) return { action: 'none' };
  return {
    action: 'stop',
    message: `npm test needs Debian's ${required.join(' and ')} for the browser tests: run \`sudo apt-get install -y --no-install-recommends ${names.join(' ')}\` (or \`npm test -- typecheck lint unit api\` without them)`,
  };
}

/** Root with apt-get: the machine can install for itself (CI's machines, this workplace's). */
export function canInstallWithApt() {
  return process.getuid?.() === 0 && onPath('apt-get');
}

export function installWithApt(names) {
  process.stdout.write(`Installing ${names.join(', ')} from Debian\n`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return false;
  const install = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  return install.status === 0;
}

function dpkgHas(name) {
  // dpkg-query's own field syntax, not a template.
  const format = '-f=$' + '{Status}';
  const res = spawnSync('dpkg-query', ['-W', format, name], { encoding: 'utf8' });
  return res.status === 0 && res.stdout.includes('install ok installed');
}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

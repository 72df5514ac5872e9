import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../reliability/server-process';

/**
 * `npm audit --omit=dev` has no high or critical finding among the packages that ship, except those
 * listed here with the reason (and in docs/areas/security.md). The advisory service is on
 * the network: when it does not answer (offline, or a registry mirror without it) the test says
 * so and is skipped rather than failing everyone's run.
 */
const explained: Record<string, string> = {};

describe('npm audit --omit=dev', () => {
  it('has no unexplained high or critical finding', { timeout: 120_000 }, (ctx) => {
    const res = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 100_000,
    });
    let report: { vulnerabilities?: Record<string, { severity: string }>; error?: unknown } | undefined;
    try {
      report = JSON.parse(res.stdout);
    } catch {
      report = undefined;
    }
    if (!report?.vulnerabilities) {
      process.stdout.write(
        `npm audit unavailable here: ${res.stderr.split('\n').find((l) => /error|audit/i.test(l)) ?? 'no answer'}\n`,
      );
      ctx.skip();
      return;
    }
    const serious = Object.entries(report.vulnerabilities)
      .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
      .map(([name]) => name)
      .filter((name) => !(name in explained));
    expect(serious).toEqual([]);
  });
});

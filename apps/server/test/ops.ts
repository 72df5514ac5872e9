import type { OpsCommand } from '../src/ops/commands';
import type { TestApp } from './harness';

/**
 * An operator command run as the server runs it for the console (on the app's database and
 * modules); answers the lines it printed, joined.
 */
export async function runOps(
  t: TestApp,
  command: OpsCommand,
  positionals: string[] = [],
  values: Record<string, unknown> = {},
): Promise<string> {
  const lines: string[] = [];
  await command.run({
    database: t.database,
    modules: t.modules,
    values,
    positionals,
    out: (l) => lines.push(l),
  });
  return lines.join('\n');
}

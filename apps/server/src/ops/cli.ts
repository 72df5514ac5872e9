import { loadConfig } from '../config';
import { configuredModulesDeps } from '../configured-modules';
import { openDatabase } from '../db/client';
import { buildModules } from '../modules';
import { commands, parseCommandArgs, runCommand } from './commands';
import { forwardToServer, opsSocketPath } from './ops-socket';

export type { OpsCommand } from './commands';

const out = (line: string) => process.stdout.write(`${line}\n`);
// `npm run ops -- kyc:show 1 | head` closes the pipe early: that is not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

function help() {
  out('Coffer operator console: npm run ops -- <command> [options]\n');
  out(`  ${'help'.padEnd(14)} This list.`);
  for (const [name, c] of Object.entries(commands))
    out(`  ${name.padEnd(14)} ${c.summary}\n  ${''.padEnd(14)} ${c.usage}`);
  out('\nThe console uses the same configuration as the server (DATA_DIR, DATABASE_URL).');
  out('When a server runs on the same DATA_DIR, it runs the command itself (its embedded');
  out('database takes one process at a time); otherwise the console opens the database.');
}

async function main(argv: string[]) {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    help();
    if (name && name !== 'help') {
      process.stderr.write(`\nUnknown command: ${name}\n`);
      process.exitCode = 2;
    }
    return;
  }
  parseCommandArgs(command, rest); // option errors are told here, before anything else
  const config = loadConfig();
  if (await forwardToServer(opsSocketPath(config.dataDir), argv, out)) return;
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const modules = buildModules(configuredModulesDeps(config, database.db));
    await runCommand(argv, { database, modules, config, out });
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
});

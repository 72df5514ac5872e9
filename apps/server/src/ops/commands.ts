import { parseArgs } from 'node:util';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Modules } from '../modules';
import { announceCommand } from './announce';
import { banCommand } from './ban';
import { cardOrderCommand, cardRefundCommand } from './card';
import { cashAccountCommand, cashBankCommand, cashPayInCommand, cashReviewCommand } from './cash';
import { chainDepositCommand } from './chain';
import { convertPairCommand, convertPairsCommand, convertStockCommand } from './convert';
import { depositsReorgedCommand } from './deposits';
import { earnProductCommand, earnProductsCommand } from './earn';
import { cashGlobalCommand, cashGlobalPayInCommand, cashGlobalSendCommand } from './global-account';
import { helpCategoryCommand, helpPublishCommand } from './help-publish';
import { kycApproveCommand, kycListCommand, kycRejectCommand, kycShowCommand } from './kyc';
import { ledgerVerifyCommand } from './ledger-verify';
import { merchantFeeCommand, merchantReviewCommand } from './merchant';
import { merchantReportCommand } from './merchant-report';
import { newsPublishCommand } from './news-publish';
import { otcDesksCommand, otcExpireCommand, otcOrderCommand, otcOrdersCommand } from './otc';
import { outboxCommand } from './outbox';
import { p2pAppealCommand, p2pAppealsCommand, p2pDealerCommand } from './p2p';
import { securityApproveCommand, securityListCommand, securityRejectCommand } from './security-review';
import { seedCommand } from './seed';
import { withdrawApproveCommand, withdrawListCommand, withdrawRejectCommand } from './withdraw';

/** An operator command: what it is for, how to call it, and what it does with the database. */
export interface OpsCommand {
  summary: string;
  usage: string;
  options?: Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>;
  /** Takes arguments that are not options (e.g. the Markdown file to publish). */
  positionals?: boolean;
  run(ctx: {
    database: Database;
    /** The modules of the process that runs the command: the server's, or the console's own. */
    modules: Modules;
    values: Record<string, unknown>;
    positionals?: string[];
    out: (line: string) => void;
    /** The server's configuration (commands that need keys, folders or the public address). */
    config?: Config;
  }): Promise<void>;
}

export const commands: Record<string, OpsCommand> = {
  'db:migrate': {
    summary: 'Apply the database migrations (npm start also does this).',
    usage: 'db:migrate',
    run: async ({ database, out }) => {
      await database.migrate();
      out('Migrations applied.');
    },
  },
  'seed:demo': seedCommand,
  announce: announceCommand,
  'news:publish': newsPublishCommand,
  'help:publish': helpPublishCommand,
  'help:category': helpCategoryCommand,
  outbox: outboxCommand,
  'user:ban': banCommand,
  'kyc:list': kycListCommand,
  'kyc:show': kycShowCommand,
  'kyc:approve': kycApproveCommand,
  'kyc:reject': kycRejectCommand,
  'ledger:verify': ledgerVerifyCommand,
  'merchant:report': merchantReportCommand,
  'chain:deposit': chainDepositCommand,
  'deposits:reorged': depositsReorgedCommand,
  'withdraw:list': withdrawListCommand,
  'withdraw:approve': withdrawApproveCommand,
  'withdraw:reject': withdrawRejectCommand,
  'security:list': securityListCommand,
  'security:approve': securityApproveCommand,
  'security:reject': securityRejectCommand,
  'convert:pairs': convertPairsCommand,
  'convert:pair': convertPairCommand,
  'convert:stock': convertStockCommand,
  'otc:orders': otcOrdersCommand,
  'otc:order': otcOrderCommand,
  'otc:desks': otcDesksCommand,
  'otc:expire': otcExpireCommand,
  'merchant:fee': merchantFeeCommand,
  'merchant:review': merchantReviewCommand,
  'p2p:appeals': p2pAppealsCommand,
  'p2p:appeal': p2pAppealCommand,
  'p2p:dealer': p2pDealerCommand,
  'cash:account': cashAccountCommand,
  'cash:payin': cashPayInCommand,
  'cash:review': cashReviewCommand,
  'cash:bank': cashBankCommand,
  'earn:products': earnProductsCommand,
  'earn:product': earnProductCommand,
  'card:order': cardOrderCommand,
  'card:refund': cardRefundCommand,
  'cash:global': cashGlobalCommand,
  'cash:global-payin': cashGlobalPayInCommand,
  'cash:global-send': cashGlobalSendCommand,
};

/** Parses a command's arguments (strictly: an unknown option is an error). */
export function parseCommandArgs(command: OpsCommand, args: string[]) {
  return parseArgs({
    args,
    options: command.options ?? {},
    strict: true,
    allowPositionals: command.positionals ?? false,
  });
}

/**
 * Runs `argv` (a command name and its arguments) on an open database: the console does it on its
 * own connection, or a running server does it for the console (ops-socket.ts).
 */
export async function runCommand(
  argv: string[],
  ctx: { database: Database; modules: Modules; config: Config; out: (line: string) => void },
): Promise<void> {
  const [name, ...rest] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) throw new Error(`Unknown command: ${name ?? '(none)'}`);
  const { values, positionals } = parseCommandArgs(command, rest);
  await command.run({ ...ctx, values, positionals });
}

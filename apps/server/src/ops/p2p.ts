import {
  accountType,
  type ComplaintOutcome,
  complaintOutcome,
  kycStatus,
  p2pAdStatus,
  p2pAppealReason,
} from '@coffer/contract';
import { and, eq } from 'drizzle-orm';
import { p2pAds, users } from '../db/schema';
import type { OpsCommand } from './cli';

const outcomes: Record<string, ComplaintOutcome> = {
  user: complaintOutcome.members.userResponsibility,
  dealer: complaintOutcome.members.dealerResponsibility,
  none: complaintOutcome.members.noLiability,
};

export const p2pAppealsCommand: OpsCommand = {
  summary: 'List the open P2P appeals, oldest first.',
  usage: 'p2p:appeals',
  run: async ({ modules, out }) => {
    const open = await modules.p2p.openAppeals();
    if (open.length === 0) out('No open appeals.');
    for (const a of open)
      out(
        `${a.id}  order ${a.orderId}  ${String(p2pAppealReason.keyOf(a.reason))}  by ${a.openedBy ?? 'timer'}  ${a.createdAt.toISOString()}  taken by ${a.takenBy ?? '—'}  "${a.remark}"`,
      );
  },
};

/**
 * Takes an appeal, then rules on it: `release` gives the escrow to the buyer, `return` gives it
 * back to the seller, with the outcome recorded (who was responsible).
 */
export const p2pAppealCommand: OpsCommand = {
  summary: 'Take a P2P appeal, or rule on it: release (to the buyer) or return (to the seller).',
  usage: 'p2p:appeal <appealId> take|release|return --operator <name> [--outcome user|dealer|none]',
  positionals: true,
  options: { operator: { type: 'string' }, outcome: { type: 'string' } },
  run: async ({ modules, positionals, values, out }) => {
    const [appealId, action] = positionals ?? [];
    const operator = typeof values.operator === 'string' ? values.operator.trim() : '';
    if (!appealId || !operator || !['take', 'release', 'return'].includes(action ?? ''))
      throw new Error(`Usage: ${p2pAppealCommand.usage}`);
    if (action === 'take') {
      await modules.p2p.takeAppeal(appealId, operator);
      out(`Appeal ${appealId} taken by ${operator}.`);
      return;
    }
    const outcome = outcomes[String(values.outcome ?? 'none')];
    if (outcome === undefined) throw new Error(`Unknown outcome. Usage: ${p2pAppealCommand.usage}`);
    const ruled = await modules.p2p.ruleAppeal(
      appealId,
      operator,
      action === 'release' ? 'release' : 'return',
      outcome,
    );
    out(
      `Appeal ${ruled.appealId} on order ${ruled.orderId}: ${ruled.ruling}, ${String(complaintOutcome.keyOf(outcome))}.`,
    );
  },
};

/** Makes a verified personal account a dealer (acceptor), or takes it back (its ads are paused). */
export const p2pDealerCommand: OpsCommand = {
  summary: 'Make a verified account a P2P dealer (acceptor), or take it back with --revoke.',
  usage: 'p2p:dealer <uid> [--revoke]',
  positionals: true,
  options: { revoke: { type: 'boolean' } },
  run: async ({ database, positionals, values, out }) => {
    const uid = positionals?.[0] ?? '';
    const [user] = await database.db.select().from(users).where(eq(users.uid, uid));
    if (!user) throw new Error(`No user ${uid}. Usage: ${p2pDealerCommand.usage}`);
    if (values.revoke) {
      if (user.accountType !== accountType.members.acceptor) throw new Error(`${uid} is not a dealer.`);
      await database.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ accountType: accountType.members.personal })
          .where(eq(users.id, user.id));
        await tx
          .update(p2pAds)
          .set({ status: p2pAdStatus.members.paused })
          .where(and(eq(p2pAds.dealerId, user.id), eq(p2pAds.status, p2pAdStatus.members.active)));
      });
      out(`${uid} is no longer a dealer; their ads are paused (open orders run to their end).`);
      return;
    }
    if (user.kycStatus !== kycStatus.members.verified)
      throw new Error(`${uid} has not verified their identity.`);
    if (user.accountType !== accountType.members.personal)
      throw new Error(`${uid} is not a personal account (type ${user.accountType}).`);
    await database.db
      .update(users)
      .set({ accountType: accountType.members.acceptor })
      .where(eq(users.id, user.id));
    out(`${uid} is now a dealer: they sign in again to open the dealer desk.`);
  },
};

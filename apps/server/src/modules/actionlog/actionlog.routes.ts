import { constants, endpoints } from '@coffer/contract';
import { route } from '../../plugins/routes';
import { clampOccurredAt, retentionCutoff } from './actionlog.fns';
import type { ActionLogRepo } from './actionlog.repo';

/** How often (at most) a batch also prunes expired rows: pruning on every batch would be waste. */
const pruneEveryMs = 60_000;

export const actionLogRoutes = (repo: ActionLogRepo, now: () => Date) => {
  let lastPrune = 0;
  return [
    route(endpoints.actionlog.addUserActionLogs, async ({ input, caller }) => {
      const at = now();
      await repo.insert(
        input.logs.map((entry) => ({
          uid: caller?.uid ?? null,
          clientType: constants.clientType,
          action: entry.action,
          page: entry.page,
          target: entry.target ?? null,
          occurredAt: clampOccurredAt(entry, at),
          receivedAt: at,
        })),
      );
      if (at.getTime() - lastPrune >= pruneEveryMs) {
        lastPrune = at.getTime();
        await repo.pruneBefore(retentionCutoff(at));
      }
      return { Accepted: input.logs.length };
    }),
  ];
};

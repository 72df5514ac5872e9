import { type ActionLogEntry, actionLogLimits } from '@coffer/contract';

const dayMs = 86_400_000;

/** The oldest receipt time still kept. */
export const retentionCutoff = (now: Date) => new Date(now.getTime() - actionLogLimits.retentionDays * dayMs);

/**
 * A browser clock can be wrong: an occurrence in the future is stored as the receipt time, and one
 * older than the retention window as the window's start, so the table never holds nonsense times.
 */
export function clampOccurredAt(entry: ActionLogEntry, now: Date): Date {
  const at = new Date(entry.occurredAt);
  if (at > now) return now;
  const cutoff = retentionCutoff(now);
  return at < cutoff ? cutoff : at;
}

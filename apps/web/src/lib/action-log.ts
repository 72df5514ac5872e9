import {
  type ActionLogEntry,
  actionLogLimits,
  actionlogEndpoints,
  type UserAction,
} from '@coffer/contract/actionlog';
import { isApiError } from './http/api-error';
import { call } from './http/client';
import { storage } from './storage';

/** Entries kept while the server cannot be reached; the oldest go first beyond this. */
const queueMax = actionLogLimits.batchMax * 4;

let queue: ActionLogEntry[] = restore();

function restore(): ActionLogEntry[] {
  const saved = storage.getJson<ActionLogEntry[]>('actionLog');
  return Array.isArray(saved) ? saved.slice(-queueMax) : [];
}

function persist() {
  if (queue.length === 0) storage.remove('actionLog');
  else storage.setJson('actionLog', queue);
}

/** A page path as the log keeps it: no query string, no fragment, bounded. */
export const logPage = (pathname: string) =>
  (pathname.split(/[?#]/)[0] || '/').slice(0, actionLogLimits.pageMaxLength);

/**
 * Records a page view or a key action (spec §7). Entries are batched and sent when the page
 * hides or a batch is full; nothing personal is recorded (the server adds the uid from the token).
 */
export function track(action: UserAction, target?: string, pathname = window.location.pathname): void {
  queue.push({
    action,
    page: logPage(pathname),
    target: target?.slice(0, actionLogLimits.targetMaxLength),
    occurredAt: new Date().toISOString(),
  });
  if (queue.length > queueMax) queue = queue.slice(-queueMax);
  persist();
  if (queue.length >= actionLogLimits.batchMax) void flush();
}

/** Sends what is queued, a batch at a time; a lost connection keeps the entries for later. */
export async function flush(options: { keepalive?: boolean } = {}): Promise<void> {
  while (queue.length > 0) {
    const batch = queue.slice(0, actionLogLimits.batchMax);
    queue = queue.slice(batch.length);
    persist();
    try {
      await call(actionlogEndpoints.addUserActionLogs, { logs: batch }, { notify: false, ...options });
    } catch (error) {
      const retryLater = isApiError(error) && (error.kind === 'network' || error.kind === 'timeout');
      if (retryLater) {
        queue = [...batch, ...queue].slice(-queueMax);
        persist();
      }
      return;
    }
  }
}

export const pendingActionLogs = (): readonly ActionLogEntry[] => queue;

/** Flushes whenever the page is hidden (tab switch, close, navigation away). */
export function installActionLogFlush(): () => void {
  const onHide = () => {
    if (document.visibilityState === 'hidden') void flush({ keepalive: true });
  };
  const onPageHide = () => void flush({ keepalive: true });
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onPageHide);
  return () => {
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onPageHide);
  };
}

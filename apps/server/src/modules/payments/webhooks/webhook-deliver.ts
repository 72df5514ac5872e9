import { webhookDeliveryStatus } from '@coffer/contract';
import { eventBody, isDelivered, nextAttemptAt, signatureHeaders } from './webhook.fns';
import { webhookRepo as repo } from './webhook.repo';
import { secretAad, type WebhooksDeps } from './webhook-shared';

const { delivered, failed, pending } = webhookDeliveryStatus.members;
const maxErrorLength = 300;

/**
 * The delivery job: claims the due deliveries (a lease each, SKIP LOCKED), POSTs them at once
 * (at most `concurrency`, each bounded by the HTTP timeout) and records each outcome: delivered on
 * a 2xx, else the next try (backoff with jitter) or, past 24 h, failed. Every state is in the
 * database, so a restart loses nothing: a delivery claimed by a process that died is due again
 * when its lease ends. It never runs on a request's path.
 */
export async function deliverDueWebhooks(deps: WebhooksDeps) {
  const claimedAt = deps.now();
  const leaseUntil = new Date(claimedAt.getTime() + deps.leaseMs);
  const claimed = await repo.claimDue(deps.db, claimedAt, leaseUntil, deps.concurrency);
  const counts = { webhooksDelivered: 0, webhooksRetrying: 0, webhooksFailed: 0 };
  if (claimed.length === 0) return counts;
  const sendable = new Map(
    (
      await repo.sendable(
        deps.db,
        claimed.map((d) => d.id),
      )
    ).map((s) => [s.deliveryId, s]),
  );
  await Promise.all(
    claimed.map(async (delivery) => {
      const target = sendable.get(delivery.id);
      const opened = target && deps.box.open(target.secretSealed, secretAad(delivery.endpointId));
      let status: number | null = null;
      let error: string | null = 'the signing secret cannot be read (server key changed?)';
      if (target && opened) {
        const secret = new TextDecoder().decode(opened);
        const body = eventBody(target.event);
        const headers = signatureHeaders(secret, target.event.id, body, deps.now());
        ({ status, error } = await deps.http.post(target.url, body, headers));
      }
      const at = deps.now();
      if (isDelivered(status)) {
        counts.webhooksDelivered++;
        await repo.finishAttempt(deps.db, delivery.id, leaseUntil, {
          status: delivered,
          deliveredAt: at,
          lastStatusCode: status,
          lastError: null,
          nextAttemptAt: null,
        });
        return;
      }
      const next = nextAttemptAt(delivery.createdAt, delivery.attempts, at);
      if (next) counts.webhooksRetrying++;
      else counts.webhooksFailed++;
      await repo.finishAttempt(deps.db, delivery.id, leaseUntil, {
        status: next ? pending : failed,
        lastStatusCode: status,
        lastError: (error ?? `answered ${status}`).slice(0, maxErrorLength),
        nextAttemptAt: next,
      });
    }),
  );
  return counts;
}

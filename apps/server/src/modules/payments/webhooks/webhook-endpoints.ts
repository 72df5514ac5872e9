import {
  type EndpointParsedInput,
  type WebhookEndpoint,
  webhookEndpointsMax,
  type webhooksEndpoints,
} from '@coffer/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../lib/app-error';
import { newSigningSecret, secretHint } from './webhook.fns';
import { webhookRepo as repo } from './webhook.repo';
import {
  assertDeliverableUrl,
  endpointNotFound,
  endpointView,
  secretAad,
  type WebhooksDeps,
} from './webhook-shared';

type Input<K extends keyof typeof webhooksEndpoints> = EndpointParsedInput<(typeof webhooksEndpoints)[K]>;

export const listWebhookEndpoints = async (deps: WebhooksDeps, userId: number) =>
  (await repo.endpoints(deps.db, userId)).map(endpointView);

const sealed = (deps: WebhooksDeps, endpointId: number, secret: string) =>
  deps.box.seal(new TextEncoder().encode(secret), secretAad(endpointId));

/** A new endpoint (at most 16 per merchant); its signing secret is in this answer only. */
export async function createWebhookEndpoint(
  deps: WebhooksDeps,
  userId: number,
  input: Input<'webhookCreate'>,
): Promise<WebhookEndpoint & { secret: string }> {
  await assertDeliverableUrl(deps, input.url);
  const secret = newSigningSecret();
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    // Counted under a lock on the merchant's row, so parallel creates cannot pass the cap together.
    await tx.execute(sqlLockUser(userId));
    if ((await repo.countEndpoints(tx, userId)) >= webhookEndpointsMax)
      throw new AppError('invalidInput', `You can have up to ${webhookEndpointsMax} webhook endpoints.`);
    const row = await repo.insertEndpoint(tx, {
      userId,
      url: input.url,
      description: input.description,
      events: input.events,
      enabled: true,
      // Sealed under the row's id, which the insert assigns: a placeholder first, then the secret.
      secretSealed: '',
      secretHint: secretHint(secret),
      createdAt: at,
      updatedAt: at,
    });
    const withSecret = await repo.updateEndpoint(tx, userId, row.id, {
      secretSealed: sealed(deps, row.id, secret),
    });
    return { ...endpointView(withSecret ?? row), secret };
  });
}

export async function updateWebhookEndpoint(
  deps: WebhooksDeps,
  userId: number,
  input: Input<'webhookUpdate'>,
) {
  if (!(await repo.endpoint(deps.db, userId, input.id))) throw endpointNotFound();
  await assertDeliverableUrl(deps, input.url);
  const row = await repo.updateEndpoint(deps.db, userId, input.id, {
    url: input.url,
    description: input.description,
    events: input.events,
    enabled: input.enabled,
    updatedAt: deps.now(),
  });
  if (!row) throw endpointNotFound();
  return endpointView(row);
}

/** Deletes an endpoint with its deliveries (pending ones are not sent); the events stay. */
export async function deleteWebhookEndpoint(deps: WebhooksDeps, userId: number, id: number) {
  if (!(await repo.deleteEndpoint(deps.db, userId, id))) throw endpointNotFound();
  return true;
}

/** A new secret, effective at once (pending retries are signed with it), shown this once. */
export async function rotateWebhookSecret(deps: WebhooksDeps, userId: number, id: number) {
  const secret = newSigningSecret();
  const row = await repo.updateEndpoint(deps.db, userId, id, {
    secretSealed: sealed(deps, id, secret),
    secretHint: secretHint(secret),
    updatedAt: deps.now(),
  });
  if (!row) throw endpointNotFound();
  return { ...endpointView(row), secret };
}

const sqlLockUser = (userId: number) => sql`select id from users where id = ${userId} for update`;

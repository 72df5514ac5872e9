import { expect, test } from '@playwright/test';
import pg from 'pg';
import { bearer, demoPassword, signInByApi, webClient } from '../support/accounts';
import { clusterState, databaseUrl, ops, rollingRestart, startLoad } from '../support/cluster';

/**
 * The cluster under load (issue 40), alone after the journeys: a rolling restart fails no request;
 * a process killed with SIGKILL mid-load loses no transfer and doubles none (the client retries
 * with the same request id; the ledger's invariants hold).
 */

test.describe.configure({ mode: 'serial' });

let authorization = '';
test.beforeAll(async ({ request }) => {
  // A client type of its own (the app's), so the journeys' web sessions of this account stay.
  const tokens = await signInByApi(request, 'ent@demo.coffer.test', {
    secret: demoPassword,
    headers: { ...webClient('e2e-cluster-load'), 'x-client-type': '1' },
  });
  authorization = bearer(tokens).authorization;
});

/** The transfers this run made, from the database: one row per request id, at most. */
async function transfersOf(tag: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('select id from ledger_transfers where id like $1', [
      `transfer:%:load-${tag}-%`,
    ]);
    return rows.map((r) => r.id.slice(r.id.indexOf(':load-') + 1));
  } finally {
    await client.end();
  }
}

const sorted = (ids: Iterable<string>) => [...ids].sort();

test('a rolling restart during a load run fails no request @cluster', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const before = clusterState();
  const load = startLoad(baseURL as string, authorization);
  await new Promise((r) => setTimeout(r, 1000));
  await rollingRestart();
  await new Promise((r) => setTimeout(r, 1000));
  await load.stop();
  const after = clusterState();
  expect(after.restarts).toBe(before.restarts + 1);
  // Every process was replaced.
  for (const port of before.ports) expect(after.apps[port]).not.toBe(before.apps[port]);
  expect(load.failures).toEqual([]);
  expect(load.answered).toBeGreaterThan(50);
  const { tag } = load as typeof load & { tag: string };
  expect(sorted(await transfersOf(tag))).toEqual(sorted(load.confirmed));
});

test('kill -9 of one process mid-load loses no transfer and doubles none @cluster', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const before = clusterState();
  const load = startLoad(baseURL as string, authorization, { retry: true });
  await new Promise((r) => setTimeout(r, 1500));
  const victim = before.apps[String(before.ports[0])] as number;
  process.kill(victim, 'SIGKILL');
  // The supervisor starts it again; the load goes on through the other meanwhile.
  await expect.poll(() => clusterState().apps[String(before.ports[0])], { timeout: 60_000 }).not.toBe(victim);
  await new Promise((r) => setTimeout(r, 1500));
  await load.stop();
  const { tag } = load as typeof load & { tag: string };
  // Each confirmed request id moved money exactly once; nothing moved that was not confirmed.
  expect(sorted(await transfersOf(tag))).toEqual(sorted(load.confirmed));
  expect(load.confirmed.size).toBeGreaterThan(20);
  expect(await ops(['ledger:verify'])).toContain('Ledger OK');
});

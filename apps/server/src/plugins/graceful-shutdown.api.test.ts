import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestApp } from '../../test/harness';
import { anonymousProbe } from '../../test/probe-endpoint';
import { registerRoutes, route } from './routes';

const slow = anonymousProbe('slow', z.object({ done: z.boolean() }));

describe('closing the server', () => {
  it('lets an in-flight request finish and refuses new connections', async () => {
    let started!: () => void;
    const inFlight = new Promise<void>((resolve) => {
      started = resolve;
    });
    const t = await startTestApp(
      {},
      {
        beforeReady: (app, tokens) =>
          registerRoutes(
            app,
            'base',
            [
              route(slow, async () => {
                started();
                await new Promise((r) => setTimeout(r, 400));
                return { done: true };
              }),
            ],
            tokens,
          ),
      },
    );
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const pending = fetch(`${address}/api/services/app/Probe/slow`).then((r) => r.json());
    await inFlight;
    const closed = t.close();
    expect(await pending).toMatchObject({ success: true, result: { done: true } });
    await closed;
    await expect(fetch(`${address}/api/services/app/Basic/GetEnum`)).rejects.toThrow();
  });
});

import { createLiveHub, type LiveHub } from '../src/modules/live/live.hub';
import { type TestApp, useTestApp } from './harness';

/**
 * This file's app with a live hub that is polled by hand (pollMs 0), so the test decides when a tick
 * happens: `const { t, live } = useLiveTestApp()`. Like `t`, `live` is filled in when the app starts.
 */
export function useLiveTestApp(): { t: TestApp; live: LiveHub } {
  const live = {} as LiveHub;
  const t = useTestApp(
    {},
    {
      depsFor: (db, clock) => {
        Object.assign(live, createLiveHub({ db, now: () => clock.now, pollMs: 0 }));
        return { live };
      },
    },
  );
  return { t, live };
}

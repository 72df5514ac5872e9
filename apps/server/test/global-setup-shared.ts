/**
 * What a global setup makes once per vitest run and every project that needs it shares: vitest
 * runs each project's global setup in turn in its one main process, and the `api-*` and `slow-*`
 * projects of a database would otherwise each migrate their own copy of the same schema
 * (PGlite: an initdb and every migration, 10–15 s on the loaded 2-core machine). Removed when the
 * last project using it tears down.
 */
type Shared = Map<string, { made: Promise<{ value: string; remove: () => unknown }>; users: number }>;
// On the process, not the module: each project may load its global setup files afresh.
const holder = globalThis as unknown as { cofferSharedPerRun?: Shared };
holder.cofferSharedPerRun ??= new Map();
const shared = holder.cofferSharedPerRun;

export async function sharedPerRun(
  key: string,
  make: () => Promise<{ value: string; remove: () => unknown }>,
): Promise<{ value: string; release: () => Promise<void> }> {
  let entry = shared.get(key);
  if (!entry) {
    entry = { made: make(), users: 0 };
    shared.set(key, entry);
  }
  entry.users++;
  const { value } = await entry.made;
  const held = entry;
  return {
    value,
    async release() {
      held.users--;
      if (held.users > 0) return;
      shared.delete(key);
      await (await held.made).remove();
    },
  };
}

import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The one channel the database announces changed rows on (migration 0031_change_feed). */
export const changeChannel = 'coffer_changes';
/** The listening connection's name in pg_stat_activity. */
export const changeFeedApplication = 'coffer-change-feed';

/**
 * Rows changed anywhere, as the database announces them ('<table>:<key>', at commit): what an
 * in-process cache needs to forget its copy. A change made through this process's own connections
 * is heard before the write's promise settles; one made by another process, a moment after its
 * commit. `live()` is false while this process might be missing announcements (its listening
 * connection is down): a cache must then not answer from memory.
 */
export interface ChangeFeed {
  subscribe(table: string, forget: (key: string) => void): void;
  /** Called when hearing stops (and everything cached may have missed a change) or starts again. */
  onLiveChange(listener: (live: boolean) => void): void;
  live(): boolean;
  close(): Promise<void>;
}

function createFeed() {
  const byTable = new Map<string, ((key: string) => void)[]>();
  const liveListeners: ((live: boolean) => void)[] = [];
  let live = false;
  return {
    dispatch(payload: string) {
      const at = payload.indexOf(':');
      for (const forget of byTable.get(payload.slice(0, at)) ?? []) forget(payload.slice(at + 1));
    },
    setLive(next: boolean) {
      if (next === live) return;
      live = next;
      for (const listener of liveListeners) listener(next);
    },
    feed: {
      subscribe(table: string, forget: (key: string) => void) {
        byTable.set(table, [...(byTable.get(table) ?? []), forget]);
      },
      onLiveChange(listener: (live: boolean) => void) {
        liveListeners.push(listener);
      },
      live: () => live,
    },
  };
}

const heartbeatMs = 1000;

const beating = new WeakSet<pg.Client>();

/** A trivial query that must answer within two beats, else the connection counts as down. */
async function beat(client: pg.Client, down: () => void) {
  if (beating.has(client)) return;
  beating.add(client);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer')), 2 * heartbeatMs);
  });
  try {
    await Promise.race([client.query('SELECT 1'), late]);
  } catch {
    down();
  } finally {
    clearTimeout(timer);
    beating.delete(client);
  }
}

/** PGlite: one connection in this process, which listens; nothing else can write to its data. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const { dispatch, setLive, feed } = createFeed();
  const unlisten = await client.listen(changeChannel, dispatch);
  setLive(true);
  return {
    ...feed,
    close: async () => {
      setLive(false);
      await unlisten();
    },
  };
}

/**
 * PostgreSQL: every pooled connection listens (`listenOnConnect`), so a write's own connection
 * hears it before its COMMIT answers; and one connection of its own listens for good, so changes
 * of other processes are heard while the pool is idle. While that connection is down the feed is
 * not live, and it reconnects after a second. A connection can die without closing (a network cut
 * to a remote database): it is asked a trivial query every second, and one unanswered for two
 * seconds counts as down, so a cache never trusts a silent feed for longer than that.
 */
export function postgresChangeFeed(url: string): {
  feed: ChangeFeed;
  listenOnConnect: (client: pg.ClientBase) => Promise<void>;
} {
  const { dispatch, setLive, feed } = createFeed();
  const hear = (message: pg.Notification) => {
    if (message.channel === changeChannel && message.payload) dispatch(message.payload);
  };
  let closed = false;
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString: url, application_name: changeFeedApplication });
    const down = () => {
      setLive(false);
      if (listener === client) {
        listener = null;
        clearInterval(heartbeat);
      }
      if (!closed && !retry) retry = setTimeout(reconnect, 1000);
      void client.end().catch(() => {});
    };
    client.on('notification', hear);
    client.on('error', down);
    client.on('end', down);
    try {
      await client.connect();
      await client.query(`LISTEN ${changeChannel}`);
      if (closed) return void (await client.end());
      listener = client;
      heartbeat = setInterval(() => void beat(client, down), heartbeatMs);
      heartbeat.unref();
      setLive(true);
    } catch {
      down();
    }
  };
  const reconnect = () => {
    retry = undefined;
    void connect();
  };
  void connect();

  return {
    feed: {
      ...feed,
      async close() {
        closed = true;
        clearTimeout(retry);
        clearInterval(heartbeat);
        setLive(false);
        await listener?.end().catch(() => {});
      },
    },
    async listenOnConnect(client) {
      client.on('notification', hear);
      await client.query(`LISTEN ${changeChannel}`);
    },
  };
}

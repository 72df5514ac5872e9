import { useEffect, useSyncExternalStore } from 'react';
import { isApiError } from './http/api-error';

/**
 * A small fetch-and-cache for the reads of the public shell and the landing page (the notice bell,
 * the footer's settings, the visitor's country, the download list, banners, latest news and
 * notices). TanStack Query does the same for the signed-in pages, but it is ~10 kB gzip that a
 * first visit of `/` would load for these few reads (issue 14); it loads with the first route that
 * uses it (lib/lazy-query-client.ts). What it keeps of TanStack Query's behaviour here: an answer is
 * fresh for `staleTime` (a minute unless said), a component mounting on a stale or missing answer
 * fetches it again (once, however many ask), a dropped connection is tried once more, the last
 * answer stays shown while the next one comes, and a language change refetches what is on screen.
 */
export interface CachedRead<T> {
  /** The cache key: one entry per key. */
  key: string;
  fetch: () => Promise<T>;
  /** How long an answer is fresh, in ms; a minute when left out (as the query client's default). */
  staleTime?: number;
  /** False: a failure is final. Otherwise a dropped connection is worth one more try. */
  retry?: boolean;
}

export interface CachedState<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

interface Entry {
  state: CachedState<unknown>;
  updatedAt: number;
  invalid: boolean;
  running?: Promise<unknown>;
  listeners: Set<() => void>;
  /** The read that last asked, for refetching it on invalidation. */
  read: CachedRead<unknown>;
}

const defaultStaleTime = 60_000;
const pending: CachedState<never> = { data: undefined, isPending: true, isError: false };
const entries = new Map<string, Entry>();
let fetching = true;

/** The build's prerender renders every read in its loading state and fetches nothing. */
export function holdCachedFetches(): void {
  fetching = false;
}

function entryOf<T>(read: CachedRead<T>): Entry {
  let entry = entries.get(read.key);
  if (!entry) {
    entry = { state: pending, updatedAt: 0, invalid: false, listeners: new Set(), read };
    entries.set(read.key, entry);
  } else entry.read = read as CachedRead<unknown>;
  return entry;
}

function publish(entry: Entry, state: CachedState<unknown>) {
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

const isStale = (entry: Entry) =>
  entry.invalid ||
  entry.state.isPending ||
  entry.state.isError ||
  Date.now() - entry.updatedAt >= (entry.read.staleTime ?? defaultStaleTime);

async function attempt<T>(read: CachedRead<T>): Promise<T> {
  try {
    return await read.fetch();
  } catch (error) {
    if (read.retry === false || !isApiError(error) || error.kind !== 'network') throw error;
    return read.fetch();
  }
}

function run<T>(entry: Entry, read: CachedRead<T>): Promise<T> {
  if (entry.running) return entry.running as Promise<T>;
  const running = attempt(read).then(
    (data) => {
      entry.updatedAt = Date.now();
      entry.invalid = false;
      publish(entry, { data, isPending: false, isError: false });
      return data;
    },
    (error: unknown) => {
      publish(entry, { data: entry.state.data, isPending: false, isError: entry.state.data === undefined });
      throw error;
    },
  );
  entry.running = running;
  void running.then(
    () => {
      entry.running = undefined;
    },
    () => {
      entry.running = undefined;
    },
  );
  return running;
}

/** The read's answer: the cached one while fresh, else fetched (a loader's prefetch, a page's data). */
export function ensureCached<T>(read: CachedRead<T>): Promise<T> {
  const entry = entryOf(read);
  if (!fetching) return new Promise<T>(() => {});
  return isStale(entry) ? run(entry, read) : Promise.resolve(entry.state.data as T);
}

/** Starts the read if its answer is missing or stale; a failure shows where the read is used. */
export function prefetchCached<T>(read: CachedRead<T>): void {
  if (fetching) ensureCached(read).catch(() => {});
}

/** Changes a cached answer in place (a mutation's result), as TanStack Query's setQueryData. */
export function setCached<T>(key: string, update: (data: T | undefined) => T | undefined): void {
  const entry = entries.get(key);
  if (!entry || entry.state.data === undefined) return;
  publish(entry, { ...entry.state, data: update(entry.state.data as T) });
}

/** Every answer is stale from now; the ones on screen are fetched again (a language change). */
export async function invalidateCached(): Promise<void> {
  const shown: Promise<unknown>[] = [];
  for (const entry of entries.values()) {
    entry.invalid = true;
    if (entry.listeners.size > 0 && fetching) shown.push(run(entry, entry.read).catch(() => {}));
  }
  await Promise.all(shown);
}

/**
 * The read's state for a component, fetched on mount when missing or stale; `enabled: false` waits.
 * A hydrating render (and the prerender) shows the loading state, as the prerendered page did;
 * an answer already here shows right after.
 */
export function useCached<T>(read: CachedRead<T>, { enabled = true } = {}): CachedState<T> {
  const entry = entryOf(read);
  const state = useSyncExternalStore(
    (listener) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    () => entry.state,
    () => pending,
  ) as CachedState<T>;
  useEffect(() => {
    if (enabled && fetching && isStale(entry)) run(entry, entry.read).catch(() => {});
  }, [entry, enabled]);
  return state;
}

/** For tests: forgets every answer. */
export function clearCached(): void {
  entries.clear();
  fetching = true;
}

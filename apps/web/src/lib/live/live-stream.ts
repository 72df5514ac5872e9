import { type LiveEvent, type LiveEventName, liveEventNames, liveEventsPath } from '@coffer/contract/live';
import { hostUrls } from '../../config/hosts';
import { deviceId } from '../http/device-id';
import { checkLiveEvent } from '../http/result-check';
import { currentLanguage } from '../i18n';
import { hostByRole, refreshAccessToken, sessionStore } from '../session/session-store';
import { parseSse } from './sse-parser';

type EventListener = (event: LiveEvent) => void;
type ReconnectListener = () => void;

/** Waits between reconnections: 1 s, doubling, at most 30 s (a stream must never hammer the server). */
const retryBaseMs = 1000;
const retryMaxMs = 30_000;

const eventListeners = new Set<EventListener>();
/** The last event's id (numbered by a server with Redis): a reconnect, to any process, resumes after it. */
let lastEventId: string | undefined;
const reconnectListeners = new Set<ReconnectListener>();
let running: AbortController | null = null;
let idleTimer: ReturnType<typeof setTimeout> | null = null;
/** A screen change unmounts one listener just before the next mounts: keep the connection a while. */
const idleCloseMs = 15_000;

const isEventName = (name: string): name is LiveEventName =>
  (liveEventNames as readonly string[]).includes(name);

async function dispatch(name: string, data: string) {
  if (!isEventName(name)) return;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return;
  }
  // Production trusts the server's schema-checked event; an answer that is not even an object is dropped.
  if (typeof json !== 'object' || json === null) return;
  const checked = await checkLiveEvent(name, json);
  if (!checked.ok) return;
  const event = { event: name, data: checked.data } as LiveEvent;
  for (const listener of eventListeners) listener(event);
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** Reads one connection until it ends; true when it opened (so the next try starts fresh). */
async function readOnce(signal: AbortSignal, reconnect: boolean): Promise<boolean> {
  const { token, accountType } = sessionStore.get();
  if (!token) return false;
  const host = hostByRole(['base', 'merchant'], accountType);
  const response = await fetch(`${hostUrls[host]}${liveEventsPath}`, {
    headers: {
      accept: 'text/event-stream',
      authorization: `Bearer ${token}`,
      'accept-language': currentLanguage(),
      'device-id': deviceId(),
      ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
    },
    signal,
    cache: 'no-store',
  });
  if (response.status === 401) {
    // An expired token: the one shared refresh, then the loop reconnects with the new token. A
    // failed refresh ends the session (and this stream with it).
    await refreshAccessToken();
    return true;
  }
  if (!response.ok || !response.body) return false;
  if (reconnect) for (const listener of reconnectListeners) listener();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return true;
    const { messages, rest } = parseSse(buffer + value);
    buffer = rest;
    for (const m of messages) {
      if (m.id) lastEventId = m.id;
      void dispatch(m.event, m.data);
    }
  }
}

async function run(signal: AbortSignal) {
  let failures = 0;
  let connectedBefore = false;
  while (!signal.aborted && sessionStore.get().token) {
    let opened = false;
    try {
      opened = await readOnce(signal, connectedBefore);
      connectedBefore ||= opened;
    } catch {
      if (signal.aborted) return;
      // The session ended during a refresh: nothing more to follow.
      if (!sessionStore.get().token) return;
    }
    failures = opened ? 0 : failures + 1;
    // The server ends a stream when the token that opened it expires: reconnect at once then.
    await sleep(opened ? 0 : Math.min(retryMaxMs, retryBaseMs * 2 ** Math.min(failures, 5)), signal);
  }
  if (running?.signal === signal) running = null;
}

function ensureRunning() {
  if (idleTimer !== null) {
    clearTimeout(idleTimer);
    idleTimer = null;
  }
  if (running || eventListeners.size === 0 || !sessionStore.get().token) return;
  running = new AbortController();
  void run(running.signal);
}

function stopIfIdle() {
  if (eventListeners.size > 0 || !running || idleTimer !== null) return;
  idleTimer = setTimeout(() => {
    idleTimer = null;
    if (eventListeners.size > 0) return;
    running?.abort();
    running = null;
  }, idleCloseMs);
}

/**
 * The signed-in user's live updates (server-sent events from the contract's one stream path, read
 * with fetch so the bearer token stays in a header). One connection however many screens listen;
 * it opens with the first listener, closes a little after the last leaves, and reconnects with
 * back-off. `onReconnect` runs when a dropped connection is back: events missed meanwhile are not
 * replayed, so a screen fetches what it shows again then.
 */
export function subscribeLive(onEvent: EventListener, onReconnect?: ReconnectListener): () => void {
  eventListeners.add(onEvent);
  if (onReconnect) reconnectListeners.add(onReconnect);
  ensureRunning();
  return () => {
    eventListeners.delete(onEvent);
    if (onReconnect) reconnectListeners.delete(onReconnect);
    stopIfIdle();
  };
}

// A sign-in after the page loaded (or a new token after a lapse) starts the stream for its listeners.
sessionStore.subscribe(() => {
  if (!sessionStore.get().token) {
    running?.abort();
    running = null;
  } else ensureRunning();
});

import type { LiveEvent } from '@coffer/contract/live';
import { useEffect, useRef } from 'react';
import { subscribeLive } from '../lib/live/live-stream';

/**
 * Follows the signed-in user's live updates while the component is mounted. `onReconnect` runs after
 * a dropped connection is back, when anything missed meanwhile should be fetched again.
 */
export function useLiveEvents(onEvent: (event: LiveEvent) => void, onReconnect?: () => void) {
  const handlers = useRef({ onEvent, onReconnect });
  handlers.current = { onEvent, onReconnect };
  useEffect(
    () =>
      subscribeLive(
        (event) => handlers.current.onEvent(event),
        () => handlers.current.onReconnect?.(),
      ),
    [],
  );
}

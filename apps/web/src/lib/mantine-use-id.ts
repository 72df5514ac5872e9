import { useId as useReactId } from 'react';

/**
 * Stands in for @mantine/hooks' `useId` in the build (vite.config.ts, `stableMantineIds`).
 * Mantine's renders with React's id and then, in a layout effect, swaps in a random one, so every
 * component that names its parts by id (each input, tab list, tooltip, menu…) renders a second time,
 * synchronously, inside the commit that mounted it: on `/assets` at 4x CPU that cascade was ~250 ms
 * of one long task, and on a prerendered page it rewrote the ids the server had drawn. React's id is
 * unique in its root and the same on the server and the client (we have one root), so it is kept.
 * Same signature and first value as Mantine's.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}

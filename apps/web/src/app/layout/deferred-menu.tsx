import {
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useRef,
  useState,
} from 'react';

/** What the deferred menu is told when its code arrives: open it now, focus its trigger. */
export interface DeferredMenuStart {
  /** The reader clicked (or hovered a hover menu) before the menu's code had arrived. */
  opened: boolean;
  /** The light trigger had the keyboard focus; the real one takes it over. */
  focused: boolean;
}

/**
 * A header menu whose code (Mantine Menu or Popover and floating-ui, about 30 kB gzip) loads on
 * the first interaction: until then only its trigger button is drawn. Pointing at the trigger or
 * focusing it starts the download (`load`, the import the lazy dropdown uses); a click swaps in
 * the real menu, opened. `hoverOpens`: a menu opened by hover opens once its code has arrived if
 * the pointer is still on the trigger.
 */
export function DeferredMenu({
  trigger,
  load,
  hoverOpens = false,
  children,
}: {
  trigger: ReactElement<Record<string, unknown>>;
  load: () => Promise<unknown>;
  hoverOpens?: boolean;
  children: (start: DeferredMenuStart) => ReactNode;
}) {
  const [start, setStart] = useState<DeferredMenuStart | null>(null);
  const hovered = useRef(false);
  const light = cloneElement(trigger, {
    onPointerEnter: () => {
      hovered.current = true;
      void load().then(() => {
        if (hoverOpens && hovered.current) setStart((s) => s ?? { opened: true, focused: false });
      });
    },
    onPointerLeave: () => {
      hovered.current = false;
    },
    onFocus: () => void load(),
    onClick: (event: MouseEvent<HTMLElement>) => {
      const focused = document.activeElement === event.currentTarget;
      setStart((s) => s ?? { opened: true, focused });
    },
  });
  if (!start) return light;
  return <Suspense fallback={light}>{children(start)}</Suspense>;
}

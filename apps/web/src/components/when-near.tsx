import { Box } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * How far below the screen a section starts loading: half a phone's screen, so it has arrived by the
 * time it is scrolled into view, yet a section a whole screen down (the records under /assets's
 * cards) stays out of the first visit.
 */
const aheadPx = 400;

/**
 * The observed area also reaches far above the screen: a jump past the section (the End key, a
 * link to the foot of the page, a fast fling) leaves it above the viewport without ever having
 * crossed it, and it must render then too.
 */
const behindPx = 1_000_000;

/**
 * Renders `children` once its place comes within half a screen of the viewport (issue 14: what sits below
 * the fold loads when the reader gets near it, not with the first visit). Until then, a box of
 * `minHeight` holds the place, so nothing below it moves when it arrives. Without
 * IntersectionObserver (old browsers, tests' DOM) it renders at once.
 */
export function WhenNear({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = place.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: `${behindPx}px 0px ${aheadPx}px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <Box ref={place} mih={minHeight} data-testid="when-near" />;
}

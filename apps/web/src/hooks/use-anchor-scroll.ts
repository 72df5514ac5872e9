import { constants } from '@coffer/contract/common';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * `?to=<section>` scrolls to that section 200 ms after the page shows, 60 px below the top
 * (spec §2, §9), and holds it there while the page settles. Only the page's own section ids are
 * honoured.
 */
export function useAnchorScroll(sections: readonly string[]): void {
  const [search] = useSearchParams();
  const to = search.get('to');
  useEffect(() => {
    if (!to || !sections.includes(to)) return;
    const { offsetPx, delayMs } = constants.anchorScroll;
    // The scrolling code (section-scroll.ts) loads while the delay runs, only for such an address.
    const scrolling = import('./section-scroll');
    let cancelled = false;
    let stopFollowing = () => {};
    const timer = setTimeout(() => {
      void scrolling.then(({ scrollToSection, followSection }) => {
        if (cancelled) return;
        if (scrollToSection(to, offsetPx)) stopFollowing = followSection(to, offsetPx);
      });
    }, delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stopFollowing();
    };
  }, [to, sections]);
}

import { constants } from '@coffer/contract/common';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** Scrolls so the element's top sits `offsetPx` below the viewport's (under the sticky header). */
export function scrollToSection(id: string, offsetPx: number = constants.anchorScroll.offsetPx): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - offsetPx;
  window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
  return true;
}

/**
 * `?to=<section>` scrolls to that section 200 ms after the page shows, 60 px below the top
 * (spec §2, §9). Only the page's own section ids are honoured.
 */
export function useAnchorScroll(sections: readonly string[]): void {
  const [search] = useSearchParams();
  const to = search.get('to');
  useEffect(() => {
    if (!to || !sections.includes(to)) return;
    const timer = setTimeout(() => scrollToSection(to), constants.anchorScroll.delayMs);
    return () => clearTimeout(timer);
  }, [to, sections]);
}

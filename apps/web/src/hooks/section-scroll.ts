// The scrolling itself, loaded by use-anchor-scroll.ts only when an address names a section.
import { constants } from '@coffer/contract/common';

/**
 * A page still settling (fonts, data above the section) is followed until its height has not
 * changed for `quietMs`, and never longer than `followMs`: a slow connection or a busy phone may
 * take seconds to fill the page above.
 */
const quietMs = 1_000;
const followMs = 10_000;
/** Any of these means the reader has taken over: the page stops following the section. */
const takeOverEvents = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

function sectionTop(element: HTMLElement, offsetPx: number): number {
  return Math.max(0, element.getBoundingClientRect().top + window.scrollY - offsetPx);
}

/** Scrolls so the element's top sits `offsetPx` below the viewport's (under the sticky header). */
export function scrollToSection(id: string, offsetPx: number = constants.anchorScroll.offsetPx): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  window.scrollTo({ top: sectionTop(element, offsetPx), behavior: 'smooth' });
  return true;
}

/**
 * Keeps the section where the scroll put it while the page above it still changes height (a font
 * or a fetched block arriving after the scroll would otherwise leave the reader short of, or past,
 * the section), until the reader scrolls or the page settles. Answers the clean-up.
 */
export function followSection(id: string, offsetPx: number): () => void {
  const element = document.getElementById(id);
  if (!element || typeof ResizeObserver === 'undefined') return () => {};
  // The first notice only reports the size at observe() time: the smooth scroll carries on.
  let first = true;
  let quiet = setTimeout(() => stop(), quietMs);
  const observer = new ResizeObserver(() => {
    if (!first) {
      window.scrollTo({ top: sectionTop(element, offsetPx) });
      clearTimeout(quiet);
      quiet = setTimeout(() => stop(), quietMs);
    }
    first = false;
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(limit);
    for (const event of takeOverEvents) window.removeEventListener(event, stop);
  };
  const limit = setTimeout(stop, followMs);
  for (const event of takeOverEvents) window.addEventListener(event, stop, { passive: true });
  observer.observe(document.body);
  return stop;
}

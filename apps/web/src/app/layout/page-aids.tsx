import { BackToTop } from './back-to-top';
import { NavigationOverlay } from './navigation-overlay';

/**
 * What the layout draws beside every page that nobody sees on its first paint: the loading overlay
 * of a later navigation and the back-to-top button, hidden until the reader has scrolled a screen.
 * root-layout.tsx loads them after the page.
 */
export default function PageAids() {
  return (
    <>
      <NavigationOverlay />
      <BackToTop />
    </>
  );
}

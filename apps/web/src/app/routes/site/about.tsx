import { aboutSections } from '../../../config/paths';
import { AboutPage } from '../../../features/site/about/components/about-page';
import { useAnchorScroll } from '../../../hooks/use-anchor-scroll';
import { i18n } from '../../../lib/i18n';

export const plainLoader = async () => {
  await i18n.loadNamespaces('about');
  return null;
};

/** `/about`; `?to=company|team` scrolls to that section. */
export default function AboutRoute() {
  useAnchorScroll(aboutSections);
  return <AboutPage />;
}

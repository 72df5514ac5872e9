import { Container, Stack } from '@mantine/core';
import { homeSections } from '../../../config/paths';
import { AudienceSection, SecuritySection } from '../../../features/site/home/components/home-audience';
import { HomeHero } from '../../../features/site/home/components/home-hero';
import {
  ApplySection,
  CardSection,
  WalletSection,
} from '../../../features/site/home/components/home-sections';
import { latestNewsRead } from '../../../features/site/news/api/get-latest-news';
import { rotationRead } from '../../../features/site/news/api/get-rotation';
import { LatestNews } from '../../../features/site/news/components/latest-news';
import { NewsBanners } from '../../../features/site/news/components/news-banners';
import { latestNoticesRead } from '../../../features/site/notices/api/latest-notices';
import { NoticeHighlights } from '../../../features/site/notices/components/notice-highlights';
import { useAnchorScroll } from '../../../hooks/use-anchor-scroll';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { prefetchCached } from '../../../lib/cached-read';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/react-i18n';
import { isSignedIn, useSession } from '../../../lib/session/session-store';

/** No TanStack Query on `/` (issue 14): its reads are lib/cached-read.ts's. */
export const plainLoader = async () => {
  // Banners, news and notices fill in when they come; the hero does not wait for them. (The first
  // banner's picture does not wait for them either: NewsBanners shows it from its own address.)
  const language = currentLanguage();
  prefetchCached(rotationRead(language));
  prefetchCached(latestNewsRead(language));
  prefetchCached(latestNoticesRead(language));
  await i18n.loadNamespaces(['home', 'notices', 'news']);
  return null;
};

/** `/`: what Coffer does; `?to=wallet|card|apply` scrolls to that section. */
export default function LandingRoute() {
  const { t } = useTranslation('home');
  usePageMeta(t('meta.title'), t('meta.description'));
  const session = useSession();
  useAnchorScroll(homeSections);
  return (
    <>
      <HomeHero signedIn={isSignedIn(session)} />
      <Container size="xl" pb={{ base: 8, md: 16 }}>
        <NewsBanners />
      </Container>
      <AudienceSection />
      <WalletSection />
      <CardSection />
      <ApplySection />
      <SecuritySection />
      <Container size="xl" py={{ base: 48, md: 80 }}>
        <Stack gap={64}>
          <LatestNews />
          <NoticeHighlights />
        </Stack>
      </Container>
    </>
  );
}

import { Container, Stack } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { homeSections } from '../../../config/paths';
import { AudienceSection, SecuritySection } from '../../../features/home/components/home-audience';
import { HomeHero } from '../../../features/home/components/home-hero';
import { ApplySection, CardSection, WalletSection } from '../../../features/home/components/home-sections';
import { getNewsPageQueryOptions } from '../../../features/news/api/get-news-page';
import { getRotationQueryOptions } from '../../../features/news/api/get-rotation';
import { LatestNews, latestNewsCount } from '../../../features/news/components/latest-news';
import { NewsBanners } from '../../../features/news/components/news-banners';
import { getLatestNoticesQueryOptions } from '../../../features/notices/api/get-notices';
import { NoticeHighlights } from '../../../features/notices/components/notice-highlights';
import { useAnchorScroll } from '../../../hooks/use-anchor-scroll';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { currentLanguage, i18n } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/react-i18n';
import { isSignedIn, useSession } from '../../../lib/session/session-store';

export const loader = (queryClient: QueryClient) => async () => {
  await i18n.loadNamespaces(['home', 'notices', 'news']);
  // Banners, news and notices fill in when they come; the hero does not wait for them.
  const language = currentLanguage();
  void queryClient.prefetchQuery(getRotationQueryOptions(language));
  void queryClient.prefetchQuery(
    getNewsPageQueryOptions({ page: 1, pageSize: latestNewsCount + 1, language }),
  );
  void queryClient.prefetchQuery(getLatestNoticesQueryOptions(language));
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

import '@mantine/core/styles/Grid.css';
import { Box, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { ContactChannels } from '../../../features/site/contact/components/contact-channels';
import { ContactForm } from '../../../features/site/contact/components/contact-form';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { i18n } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/react-i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { commonSettingsQueryOptions } from '../../layout/shell-queries';

export const loader = (queryClient: QueryClient) => async () => {
  void queryClient.prefetchQuery(commonSettingsQueryOptions());
  await i18n.loadNamespaces(['contact', 'validation']);
  return null;
};

/** `/contact`: the form beside the other ways to reach the team (addresses from the settings). */
export default function ContactRoute() {
  const { t } = useTranslation('contact');
  usePageMeta(t('meta.title'), t('meta.description'));
  const { data } = useQuery(commonSettingsQueryOptions());
  // Not while the prerendered page hydrates: the footer's fetch of the same settings may land meanwhile.
  const settings = useHydrated() ? data : undefined;
  return (
    <Box py={{ base: 'xl', md: 64 }}>
      <Container size="xl">
        <Stack gap="xs" mb="xl" maw={720}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="lg">
            {t('intro')}
          </Text>
        </Stack>
        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ContactForm />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ContactChannels
              support={settings?.social?.CustomerService}
              partnerships={settings?.social?.Cooperation}
            />
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}

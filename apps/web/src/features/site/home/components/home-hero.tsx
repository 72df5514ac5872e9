import { constants } from '@coffer/contract/common';
import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import marketing from '../../../../components/marketing/marketing.module.css';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';
import classes from './home.module.css';

/** The landing page's opening: what Coffer is, and the way in. */
// Over 70 lines on purpose: static page markup (copy, sections, images) read top to bottom, no
// state or logic; split into pieces it would only scatter one page's text over several files.
export function HomeHero({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('home');
  const [countries] = constants.supportedCountriesClaims;
  return (
    <Box className={marketing.hero} py={{ base: 48, md: 96 }}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Text className={marketing.eyebrow} size="sm" fw={700} c="var(--mantine-primary-color-filled)">
              {t('hero.eyebrow')}
            </Text>
            <Title order={1} fz={{ base: 34, md: 52 }} lh={1.1}>
              {t('hero.title')}
            </Title>
            <Text size="lg" c="dimmed" maw={560}>
              {t('hero.body')}
            </Text>
            <Group gap="sm">
              {signedIn ? (
                <Button size="md" component={Link} to={paths.assets.root.href()}>
                  {t('hero.toAssets')}
                </Button>
              ) : (
                <>
                  <Button
                    size="md"
                    component={Link}
                    to={paths.user.register.href('personal')}
                    data-testid="hero-register"
                  >
                    {t('hero.openAccount')}
                  </Button>
                  <Button
                    size="md"
                    variant="default"
                    component={Link}
                    to={paths.user.register.href('merchant')}
                  >
                    {t('hero.forBusiness')}
                  </Button>
                </>
              )}
            </Group>
            <Group gap="xl" mt="sm">
              <Stack gap={0}>
                <Text fw={800} fz={28}>
                  {countries}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('hero.countries')}
                </Text>
              </Stack>
              <Stack gap={0}>
                <Text fw={800} fz={28}>
                  24/7
                </Text>
                <Text size="sm" c="dimmed">
                  {t('hero.support')}
                </Text>
              </Stack>
            </Group>
          </Stack>
          <Box aria-hidden="true" visibleFrom="sm">
            <div className={classes.vault}>
              <Group justify="space-between">
                <Text fw={700}>Coffer</Text>
                <Text size="sm" opacity={0.8}>
                  {t('hero.cardLabel')}
                </Text>
              </Group>
              <Stack gap={2}>
                <Text size="sm" opacity={0.8}>
                  {t('hero.cardBalance')}
                </Text>
                <Text fw={700} fz={30}>
                  ••••• USDT
                </Text>
              </Stack>
              <Text size="sm" ff="monospace" opacity={0.85}>
                •••• •••• •••• 2026
              </Text>
            </div>
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}

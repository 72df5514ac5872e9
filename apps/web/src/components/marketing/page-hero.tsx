import { Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../hooks/use-page-meta';
import { useTranslation } from '../../lib/react-i18n';
import { facts } from './facts';
import classes from './marketing.module.css';

/** The ways in a hero offers: the first as the main button, the others beside it. */
function HeroLinks({ links }: { links: { label: string; to: string }[] }) {
  return (
    <Group gap="sm">
      {links.map((link, index) => (
        <Button
          key={link.to}
          size="md"
          variant={index === 0 ? 'filled' : 'default'}
          component={Link}
          to={link.to}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The opening of a public page: what it is about, the way in (`links`, or any `actions`), and our
 * own illustration.
 */
export function PageHero({
  eyebrow,
  title,
  body,
  actions,
  links,
  art,
}: {
  eyebrow: string;
  title: string;
  body: string;
  actions?: ReactNode;
  links?: { label: string; to: string }[];
  art?: ReactNode;
}) {
  return (
    <Box className={classes.hero} py={{ base: 40, md: 88 }}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, md: art ? 2 : 1 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg" maw={640}>
            <Text className={classes.eyebrow} size="sm" fw={700} c="var(--mantine-primary-color-filled)">
              {eyebrow}
            </Text>
            <Title order={1} fz={{ base: 32, md: 48 }} lh={1.15}>
              {title}
            </Title>
            <Text size="lg" c="dimmed">
              {body}
            </Text>
            {links ? <HeroLinks links={links} /> : actions}
          </Stack>
          {art && (
            <Box className={classes.art} aria-hidden="true" visibleFrom="md">
              {art}
            </Box>
          )}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

/**
 * A public page's opening from its namespace's `hero` texts, and its `meta` title and description
 * for the browser tab and search engines (the site's facts fill any figures in them).
 */
export function MarketingHero({
  namespace,
  art,
  links,
}: {
  namespace: string;
  art: ReactNode;
  links: { label: string; to: string }[];
}) {
  const { t } = useTranslation(namespace);
  usePageMeta(t('meta.title'), t('meta.description', facts));
  return (
    <PageHero
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      body={t('hero.body', facts)}
      art={art}
      links={links}
    />
  );
}

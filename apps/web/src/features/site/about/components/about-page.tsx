import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LockIcon, ShieldIcon } from '../../../../components/icons';
import { FeatureGrid, MarketingSection, StatStrip } from '../../../../components/marketing/blocks';
import { facts } from '../../../../components/marketing/facts';
import { GlobeArt } from '../../../../components/marketing/illustrations';
import {
  BookIcon,
  CodeIcon,
  CoinsIcon,
  HeadsetIcon,
  StoreIcon,
} from '../../../../components/marketing/marketing-icons';
import { MarketingHero } from '../../../../components/marketing/page-hero';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';

/** `/about`: the company (`?to=company`) and the team (`?to=team`). */
// Over 70 lines on purpose: static page markup (copy, sections, images) read top to bottom, no
// state or logic; split into pieces it would only scatter one page's text over several files.
export function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <>
      <MarketingHero
        namespace="about"
        art={<GlobeArt />}
        links={[
          { label: t('hero.contact'), to: paths.contact.href() },
          { label: t('hero.news'), to: paths.news.root.href() },
        ]}
      />
      <MarketingSection id="company" title={t('company.title')} intro={t('company.intro')}>
        <Stack gap={48}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
            <Stack gap="md">
              <Text>{t('company.story1')}</Text>
              <Text>{t('company.story2')}</Text>
              <Text>{t('company.story3')}</Text>
            </Stack>
            <Paper withBorder radius="lg" p="xl">
              <StatStrip
                cols={2}
                stats={[
                  { value: facts.countriesServed, label: t('company.stats.served') },
                  { value: facts.countriesReached, label: t('company.stats.reached') },
                  { value: '24/7', label: t('company.stats.support') },
                  { value: '3', label: t('company.stats.languages') },
                ]}
              />
            </Paper>
          </SimpleGrid>
          <Stack gap="lg">
            <Title order={3}>{t('company.principles.title')}</Title>
            <FeatureGrid
              cols={4}
              items={[
                {
                  icon: <LockIcon size={22} />,
                  title: t('company.principles.segregation.title'),
                  body: t('company.principles.segregation.body'),
                },
                {
                  icon: <BookIcon />,
                  title: t('company.principles.proof.title'),
                  body: t('company.principles.proof.body'),
                },
                {
                  icon: <ShieldIcon />,
                  title: t('company.principles.restraint.title'),
                  body: t('company.principles.restraint.body', facts),
                },
                {
                  icon: <CoinsIcon />,
                  title: t('company.principles.clarity.title'),
                  body: t('company.principles.clarity.body'),
                },
              ]}
            />
          </Stack>
        </Stack>
      </MarketingSection>
      <MarketingSection id="team" title={t('team.title')} intro={t('team.intro')} alt>
        <FeatureGrid
          items={[
            { icon: <CodeIcon />, title: t('team.engineering.title'), body: t('team.engineering.body') },
            { icon: <ShieldIcon />, title: t('team.security.title'), body: t('team.security.body') },
            { icon: <BookIcon />, title: t('team.compliance.title'), body: t('team.compliance.body') },
            { icon: <HeadsetIcon />, title: t('team.service.title'), body: t('team.service.body') },
            { icon: <StoreIcon />, title: t('team.merchants.title'), body: t('team.merchants.body') },
            { icon: <CoinsIcon />, title: t('team.treasury.title'), body: t('team.treasury.body', facts) },
          ]}
        />
        <Paper withBorder radius="lg" p="xl" mt="xl">
          <Group justify="space-between" gap="lg">
            <Stack gap={4} maw={640}>
              <Text fw={700} fz="lg">
                {t('team.join.title')}
              </Text>
              <Text c="dimmed">{t('team.join.body')}</Text>
            </Stack>
            <Button component={Link} to={paths.contact.href()} variant="light">
              {t('team.join.action')}
            </Button>
          </Group>
        </Paper>
      </MarketingSection>
    </>
  );
}

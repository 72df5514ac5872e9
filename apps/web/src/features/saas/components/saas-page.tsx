import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ShieldIcon, SwapIcon, WalletIcon } from '../../../components/icons';
import {
  CheckList,
  FeatureGrid,
  MarketingSection,
  StatStrip,
  Steps,
} from '../../../components/marketing/blocks';
import { facts } from '../../../components/marketing/facts';
import { NetworkArt } from '../../../components/marketing/illustrations';
import {
  ClockIcon,
  CodeIcon,
  LayersIcon,
  StoreIcon,
  UsersIcon,
} from '../../../components/marketing/marketing-icons';
import { PageHero } from '../../../components/marketing/page-hero';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../hooks/use-page-meta';

/** `/saas`: wallet as a service for businesses that want to offer crypto under their own brand. */
// Over 70 lines on purpose: static page markup (copy, sections, images) read top to bottom, no
// state or logic; split into pieces it would only scatter one page's text over several files.
export function SaasPage() {
  const { t } = useTranslation('saas');
  usePageMeta(t('meta.title'), t('meta.description'));
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        body={t('hero.body')}
        art={<NetworkArt />}
        actions={
          <Group gap="sm">
            <Button size="md" component={Link} to={paths.user.register.href('merchant')}>
              {t('hero.register')}
            </Button>
            <Button size="md" variant="default" component={Link} to={paths.contact.href()}>
              {t('hero.contact')}
            </Button>
          </Group>
        }
      />
      <MarketingSection title={t('stats.title')} alt>
        <StatStrip
          stats={[
            { value: facts.countriesServed, label: t('stats.served') },
            { value: facts.countriesReached, label: t('stats.reached') },
            { value: t('stats.settlementValue', facts), label: t('stats.settlement') },
            { value: '24/7', label: t('stats.support') },
          ]}
        />
      </MarketingSection>
      <MarketingSection id="features" title={t('features.title')} intro={t('features.intro')}>
        <FeatureGrid
          cols={4}
          items={[
            {
              icon: <WalletIcon />,
              title: t('features.addresses.title'),
              body: t('features.addresses.body'),
            },
            { icon: <LayersIcon />, title: t('features.ledger.title'), body: t('features.ledger.body') },
            {
              icon: <ShieldIcon />,
              title: t('features.withdrawals.title'),
              body: t('features.withdrawals.body'),
            },
            { icon: <CodeIcon />, title: t('features.api.title'), body: t('features.api.body', facts) },
            { icon: <ClockIcon />, title: t('features.live.title'), body: t('features.live.body') },
            { icon: <StoreIcon />, title: t('features.sub.title'), body: t('features.sub.body') },
            { icon: <UsersIcon />, title: t('features.kyc.title'), body: t('features.kyc.body') },
            { icon: <SwapIcon />, title: t('features.convert.title'), body: t('features.convert.body') },
          ]}
        />
      </MarketingSection>
      <MarketingSection id="how" title={t('how.title')} intro={t('how.intro')} alt>
        <Steps
          steps={[
            { title: t('how.apply.title'), body: t('how.apply.body') },
            { title: t('how.integrate.title'), body: t('how.integrate.body') },
            { title: t('how.official.title'), body: t('how.official.body') },
            { title: t('how.operate.title'), body: t('how.operate.body') },
          ]}
        />
      </MarketingSection>
      <MarketingSection id="pricing" title={t('pricing.title')} intro={t('pricing.intro')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <CheckList
            items={[
              t('pricing.channel'),
              t('pricing.rate'),
              t('pricing.settlement', facts),
              t('pricing.withdrawal'),
              t('pricing.deposit'),
            ]}
          />
          <Paper withBorder radius="lg" p="xl">
            <Stack gap="sm">
              <Text fw={700} fz="lg">
                {t('pricing.quote.title')}
              </Text>
              <Text c="dimmed">{t('pricing.quote.body')}</Text>
              <Group mt="sm">
                <Button component={Link} to={paths.contact.href()} variant="light">
                  {t('pricing.quote.action')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        </SimpleGrid>
      </MarketingSection>
    </>
  );
}

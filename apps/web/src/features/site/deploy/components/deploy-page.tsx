import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { GlobeIcon, ShieldIcon } from '../../../../components/icons';
import {
  CheckList,
  FactTable,
  FeatureGrid,
  MarketingSection,
  Steps,
} from '../../../../components/marketing/blocks';
import { ServerArt } from '../../../../components/marketing/illustrations';
import {
  BookIcon,
  CodeIcon,
  KeyIcon,
  LayersIcon,
  ServerIcon,
} from '../../../../components/marketing/marketing-icons';
import { MarketingHero } from '../../../../components/marketing/page-hero';
import { factRows, listTexts, stepTexts } from '../../../../components/marketing/texts';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';

/** `/deploy`: running the Coffer platform in the client's own infrastructure. */
// Over 70 lines on purpose: static page markup (copy, sections, images) read top to bottom, no
// state or logic; split into pieces it would only scatter one page's text over several files.
export function DeployPage() {
  const { t } = useTranslation('deploy');
  return (
    <>
      <MarketingHero
        namespace="deploy"
        art={<ServerArt />}
        links={[
          { label: t('hero.contact'), to: paths.contact.href() },
          { label: t('hero.saas'), to: paths.saas.href() },
        ]}
      />
      <MarketingSection id="features" title={t('features.title')} intro={t('features.intro')}>
        <FeatureGrid
          cols={4}
          items={[
            { icon: <KeyIcon />, title: t('features.keys.title'), body: t('features.keys.body') },
            { icon: <ServerIcon />, title: t('features.database.title'), body: t('features.database.body') },
            { icon: <LayersIcon />, title: t('features.scale.title'), body: t('features.scale.body') },
            {
              icon: <GlobeIcon size={22} />,
              title: t('features.hosts.title'),
              body: t('features.hosts.body'),
            },
            { icon: <ShieldIcon />, title: t('features.sandbox.title'), body: t('features.sandbox.body') },
            { icon: <CodeIcon />, title: t('features.console.title'), body: t('features.console.body') },
            { icon: <BookIcon />, title: t('features.ledger.title'), body: t('features.ledger.body') },
            {
              icon: <GlobeIcon size={22} />,
              title: t('features.brand.title'),
              body: t('features.brand.body'),
            },
          ]}
        />
      </MarketingSection>
      <MarketingSection id="security" title={t('security.title')} intro={t('security.intro')} alt>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <CheckList items={listTexts(t, 'security', ['passwords', 'tokens', 'totp', 'codes'])} />
          <CheckList items={listTexts(t, 'security', ['headers', 'audit', 'ownership', 'input'])} />
        </SimpleGrid>
      </MarketingSection>
      <MarketingSection id="requirements" title={t('requirements.title')} intro={t('requirements.intro')}>
        <FactTable
          caption={t('requirements.title')}
          head={[t('requirements.head.item'), t('requirements.head.need')]}
          rows={factRows(t, 'requirements', [
            'runtime',
            'database',
            'network',
            'keys',
            'providers',
            'support',
          ])}
        />
      </MarketingSection>
      <MarketingSection id="steps" title={t('steps.title')} intro={t('steps.intro')} alt>
        <Stack gap="xl">
          <Steps steps={stepTexts(t, 'steps', ['talk', 'pilot', 'connect', 'live'])} />
          <Group>
            <Button component={Link} to={paths.contact.href()}>
              {t('hero.contact')}
            </Button>
          </Group>
        </Stack>
      </MarketingSection>
    </>
  );
}

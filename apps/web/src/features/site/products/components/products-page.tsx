import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CardIcon, ShieldIcon, SwapIcon, WalletIcon } from '../../../../components/icons';
import { CheckList, FactTable, FeatureGrid, MarketingSection } from '../../../../components/marketing/blocks';
import { facts } from '../../../../components/marketing/facts';
import { ProductsArt } from '../../../../components/marketing/illustrations';
import {
  ChartIcon,
  CodeIcon,
  CoinsIcon,
  KeyIcon,
  LayersIcon,
  ReceiptIcon,
  ServerIcon,
  StoreIcon,
  UsersIcon,
} from '../../../../components/marketing/marketing-icons';
import { MarketingHero } from '../../../../components/marketing/page-hero';
import { factRows, listTexts } from '../../../../components/marketing/texts';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';

/** `/products`: the whole range, for people, companies and merchants, and what it costs. */
// Over 70 lines on purpose: static page markup (copy, sections, images) read top to bottom, no
// state or logic; split into pieces it would only scatter one page's text over several files.
export function ProductsPage() {
  const { t } = useTranslation('products');
  const more = t('wallets.more');
  return (
    <>
      <MarketingHero
        namespace="products"
        art={<ProductsArt />}
        links={[
          { label: t('hero.register'), to: paths.user.register.href('personal') },
          { label: t('hero.contact'), to: paths.contact.href() },
        ]}
      />
      <MarketingSection id="wallets" title={t('wallets.title')} intro={t('wallets.intro')}>
        <FeatureGrid
          cols={4}
          items={[
            {
              icon: <WalletIcon />,
              title: t('wallets.custody.title'),
              body: t('wallets.custody.body'),
              to: paths.individuals.href(),
              linkLabel: more,
            },
            {
              icon: <KeyIcon />,
              title: t('wallets.multisig.title'),
              body: t('wallets.multisig.body', facts),
              to: paths.assets.multisig.href(),
              linkLabel: more,
            },
            {
              icon: <SwapIcon />,
              title: t('wallets.convert.title'),
              body: t('wallets.convert.body'),
              to: paths.trading.convert.href(),
              linkLabel: more,
            },
            {
              icon: <ChartIcon />,
              title: t('wallets.otc.title'),
              body: t('wallets.otc.body'),
              to: paths.trading.brokerage.href(),
              linkLabel: more,
            },
            {
              icon: <CardIcon />,
              title: t('wallets.card.title'),
              body: t('wallets.card.body', facts),
              to: paths.trading.creditCard.href(),
              linkLabel: more,
            },
            {
              icon: <UsersIcon />,
              title: t('wallets.p2p.title'),
              body: t('wallets.p2p.body'),
              to: paths.trading.fiat.href(),
              linkLabel: more,
            },
            {
              icon: <CoinsIcon />,
              title: t('wallets.earn.title'),
              body: t('wallets.earn.body', facts),
              to: paths.trading.earn.href(),
              linkLabel: more,
            },
            {
              icon: <LayersIcon />,
              title: t('wallets.cash.title'),
              body: t('wallets.cash.body', facts),
              to: paths.assets.cash.href(),
              linkLabel: more,
            },
          ]}
        />
      </MarketingSection>
      <MarketingSection id="enterprise" title={t('enterprise.title')} intro={t('enterprise.intro')} alt>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <CheckList
            items={listTexts(t, 'enterprise', [
              'segregated',
              'multisig',
              'roles',
              'api',
              'review',
              'verification',
            ])}
          />
          <Stack gap="md" justify="center">
            <Text c="dimmed">{t('enterprise.who')}</Text>
            <Group>
              <Button component={Link} to={paths.user.register.href('personal')}>
                {t('enterprise.action')}
              </Button>
            </Group>
          </Stack>
        </SimpleGrid>
      </MarketingSection>
      <MarketingSection id="merchants" title={t('merchants.title')} intro={t('merchants.intro')}>
        <Stack gap="xl">
          <FeatureGrid
            items={[
              { icon: <ReceiptIcon />, title: t('merchants.orders.title'), body: t('merchants.orders.body') },
              { icon: <StoreIcon />, title: t('merchants.sub.title'), body: t('merchants.sub.body') },
              { icon: <SwapIcon />, title: t('merchants.rates.title'), body: t('merchants.rates.body') },
              { icon: <ChartIcon />, title: t('merchants.reports.title'), body: t('merchants.reports.body') },
              {
                icon: <CoinsIcon />,
                title: t('merchants.settlement.title', facts),
                body: t('merchants.settlement.body', facts),
              },
              {
                icon: <ShieldIcon />,
                title: t('merchants.official.title'),
                body: t('merchants.official.body'),
              },
            ]}
          />
          <Group>
            <Button component={Link} to={paths.user.register.href('merchant')}>
              {t('merchants.action')}
            </Button>
          </Group>
        </Stack>
      </MarketingSection>
      <MarketingSection id="platform" title={t('platform.title')} intro={t('platform.intro')} alt>
        <FeatureGrid
          items={[
            {
              icon: <LayersIcon />,
              title: t('platform.saas.title'),
              body: t('platform.saas.body'),
              to: paths.saas.href(),
              linkLabel: more,
            },
            {
              icon: <ServerIcon />,
              title: t('platform.deploy.title'),
              body: t('platform.deploy.body'),
              to: paths.deploy.href(),
              linkLabel: more,
            },
            {
              icon: <CodeIcon />,
              title: t('platform.api.title'),
              body: t('platform.api.body', facts),
              to: paths.account.apiDocument.href(),
              linkLabel: more,
            },
          ]}
        />
      </MarketingSection>
      <MarketingSection id="fees" title={t('fees.title')} intro={t('fees.intro')}>
        <FactTable
          caption={t('fees.title')}
          head={[t('fees.head.service'), t('fees.head.fee')]}
          rows={factRows(t, 'fees', [
            'deposit',
            'withdraw',
            'transfer',
            'convert',
            'card',
            'fiat',
            'earn',
            'merchant',
          ])}
        />
      </MarketingSection>
    </>
  );
}

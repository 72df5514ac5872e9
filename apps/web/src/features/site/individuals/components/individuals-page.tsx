import { Stack } from '@mantine/core';
import { CardIcon, ShieldIcon, SwapIcon, WalletIcon } from '../../../../components/icons';
import {
  CheckListCallout,
  FactTable,
  FeatureGrid,
  MarketingSection,
  MoreLink,
  Steps,
} from '../../../../components/marketing/blocks';
import { facts } from '../../../../components/marketing/facts';
import { WalletArt } from '../../../../components/marketing/illustrations';
import {
  ArrowRightIcon,
  ChartIcon,
  CoinsIcon,
  UsersIcon,
} from '../../../../components/marketing/marketing-icons';
import { MarketingHero } from '../../../../components/marketing/page-hero';
import { factRows, listTexts, stepTexts } from '../../../../components/marketing/texts';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';

/** `/individuals`: what a personal account offers, how it is protected, what it costs. */
// Over 70 lines on purpose: static page markup (copy, sections, images) read top to bottom, no
// state or logic; split into pieces it would only scatter one page's text over several files.
export function IndividualsPage() {
  const { t } = useTranslation('individuals');
  const features = [
    { icon: <WalletIcon />, title: t('features.deposit.title'), body: t('features.deposit.body') },
    {
      icon: <ArrowRightIcon size={22} />,
      title: t('features.withdraw.title'),
      body: t('features.withdraw.body', facts),
    },
    {
      icon: <SwapIcon />,
      title: t('features.convert.title'),
      body: t('features.convert.body'),
      to: paths.trading.convert.href(),
      linkLabel: t('features.convert.link'),
    },
    {
      icon: <CardIcon />,
      title: t('features.card.title'),
      body: t('features.card.body', facts),
      to: paths.trading.creditCard.href(),
      linkLabel: t('features.card.link'),
    },
    {
      icon: <UsersIcon />,
      title: t('features.p2p.title'),
      body: t('features.p2p.body', facts),
      to: paths.trading.fiat.href(),
      linkLabel: t('features.p2p.link'),
    },
    {
      icon: <ChartIcon />,
      title: t('features.earn.title'),
      body: t('features.earn.body', facts),
      to: paths.trading.earn.href(),
      linkLabel: t('features.earn.link'),
    },
    { icon: <CoinsIcon />, title: t('features.cash.title'), body: t('features.cash.body', facts) },
    { icon: <ShieldIcon />, title: t('features.transfer.title'), body: t('features.transfer.body') },
  ];
  return (
    <>
      <MarketingHero
        namespace="individuals"
        art={<WalletArt />}
        links={[
          { label: t('hero.register'), to: paths.user.register.href('personal') },
          { label: t('hero.guides'), to: paths.help.root.href() },
        ]}
      />
      <MarketingSection id="features" title={t('features.title')} intro={t('features.intro')}>
        <FeatureGrid items={features} cols={4} />
      </MarketingSection>
      <MarketingSection id="security" title={t('security.title')} intro={t('security.intro')} alt>
        <CheckListCallout
          items={listTexts(t, 'security', ['lockout', 'pin', 'authenticator', 'hold', 'device', 'log'])}
          title={t('security.assets.title')}
          body={[t('security.assets.body'), t('security.assets.ledger')]}
        />
      </MarketingSection>
      <MarketingSection id="fees" title={t('fees.title')} intro={t('fees.intro')}>
        <Stack gap="md">
          <FactTable
            caption={t('fees.caption')}
            head={[t('fees.head.service'), t('fees.head.fee')]}
            rows={factRows(t, 'fees', ['deposit', 'withdraw', 'transfer', 'convert', 'card', 'earn'])}
          />
          <div>
            <MoreLink to={paths.help.search.href({ keyword: t('fees.helpKeyword') })}>
              {t('fees.more')}
            </MoreLink>
          </div>
        </Stack>
      </MarketingSection>
      <MarketingSection id="start" title={t('start.title')} intro={t('start.intro')} alt>
        <Steps steps={stepTexts(t, 'start', ['step1', 'step2', 'step3'])} />
      </MarketingSection>
    </>
  );
}

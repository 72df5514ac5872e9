import { ShieldIcon, SwapIcon, WalletIcon } from '../../../../components/icons';
import {
  CheckListCallout,
  FeatureGrid,
  MarketingSection,
  StatStrip,
  Steps,
} from '../../../../components/marketing/blocks';
import { facts } from '../../../../components/marketing/facts';
import { NetworkArt } from '../../../../components/marketing/illustrations';
import {
  ClockIcon,
  CodeIcon,
  LayersIcon,
  StoreIcon,
  UsersIcon,
} from '../../../../components/marketing/marketing-icons';
import { MarketingHero } from '../../../../components/marketing/page-hero';
import { listTexts, stepTexts } from '../../../../components/marketing/texts';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';

/** `/saas`: wallet as a service for businesses that want to offer crypto under their own brand. */
// Over 70 lines on purpose: static page markup (copy, sections, images) read top to bottom, no
// state or logic; split into pieces it would only scatter one page's text over several files.
export function SaasPage() {
  const { t } = useTranslation('saas');
  return (
    <>
      <MarketingHero
        namespace="saas"
        art={<NetworkArt />}
        links={[
          { label: t('hero.register'), to: paths.user.register.href('merchant') },
          { label: t('hero.contact'), to: paths.contact.href() },
        ]}
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
        <Steps steps={stepTexts(t, 'how', ['apply', 'integrate', 'official', 'operate'])} />
      </MarketingSection>
      <MarketingSection id="pricing" title={t('pricing.title')} intro={t('pricing.intro')}>
        <CheckListCallout
          items={listTexts(t, 'pricing', ['channel', 'rate', 'settlement', 'withdrawal', 'deposit'])}
          title={t('pricing.quote.title')}
          body={[t('pricing.quote.body')]}
          action={{ label: t('pricing.quote.action'), to: paths.contact.href() }}
        />
      </MarketingSection>
    </>
  );
}

import { SwapIcon } from '../../../../components/icons';
import {
  CheckList,
  CheckListCallout,
  FactTable,
  FeatureGrid,
  MarketingSection,
} from '../../../../components/marketing/blocks';
import { ChartArt } from '../../../../components/marketing/illustrations';
import { ChartIcon, UsersIcon } from '../../../../components/marketing/marketing-icons';
import { MarketingHero } from '../../../../components/marketing/page-hero';
import { factRows, listTexts } from '../../../../components/marketing/texts';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';
import { useIsRouted } from '../../../../lib/routed-paths';

/** `/brokerage`: the OTC desk, conversion and peer-to-peer trading, and how to provide liquidity. */
// Over 70 lines on purpose: static page markup (copy, sections, images) read top to bottom, no
// state or logic; split into pieces it would only scatter one page's text over several files.
export function BrokeragePage() {
  const { t } = useTranslation('brokerage');
  const more = t('ways.more');
  const isRouted = useIsRouted();
  return (
    <>
      <MarketingHero
        namespace="brokerage"
        art={<ChartArt />}
        links={[
          ...(isRouted(paths.trading.otc.href())
            ? [{ label: t('hero.quote'), to: paths.trading.otc.href() }]
            : []),
          { label: t('hero.desk'), to: paths.contact.href() },
        ]}
      />
      <MarketingSection id="ways" title={t('ways.title')} intro={t('ways.intro')}>
        <FeatureGrid
          items={[
            {
              icon: <ChartIcon />,
              title: t('ways.otc.title'),
              body: t('ways.otc.body'),
              to: paths.trading.otc.href(),
              linkLabel: more,
            },
            {
              icon: <SwapIcon />,
              title: t('ways.convert.title'),
              body: t('ways.convert.body'),
              to: paths.trading.convert.href(),
              linkLabel: more,
            },
            {
              icon: <UsersIcon />,
              title: t('ways.p2p.title'),
              body: t('ways.p2p.body'),
              to: paths.trading.fiat.href(),
              linkLabel: more,
            },
          ]}
        />
      </MarketingSection>
      <MarketingSection id="why" title={t('why.title')} intro={t('why.intro')} alt>
        <CheckList
          items={listTexts(t, 'why', ['firm', 'settle', 'custody', 'history', 'desk', 'verified'])}
        />
      </MarketingSection>
      <MarketingSection id="p2p" title={t('p2p.title')} intro={t('p2p.intro')}>
        <FactTable
          caption={t('p2p.title')}
          head={[t('p2p.head.rule'), t('p2p.head.detail')]}
          rows={factRows(t, 'p2p', ['escrow', 'methods', 'timeout', 'cancel', 'appeal', 'kyc'])}
        />
      </MarketingSection>
      <MarketingSection id="acceptors" title={t('acceptors.title')} intro={t('acceptors.intro')} alt>
        <CheckListCallout
          items={listTexts(t, 'acceptors', ['pairs', 'limits', 'deviation', 'orders'])}
          title={t('acceptors.apply.title')}
          body={[t('acceptors.apply.body')]}
          action={{ label: t('acceptors.apply.action'), to: paths.contact.href() }}
        />
      </MarketingSection>
    </>
  );
}

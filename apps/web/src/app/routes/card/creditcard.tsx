import '../../../features/card/components/styles';
import { Alert, Grid } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import {
  cardCoinsQueryOptions,
  cardFiatQueryOptions,
  useCardCoins,
  useCardFiat,
} from '../../../features/card/api/card';
import { useLiveCard } from '../../../features/card/api/use-live-card';
import { CardBuyForm } from '../../../features/card/components/card-buy-form';
import { CardOrderList } from '../../../features/card/components/card-order-list';
import { CardOrderStatus } from '../../../features/card/components/card-order-status';
import { useCardBuy } from '../../../features/card/model/use-card-buy';
import { useTranslation } from '../../../lib/react-i18n';
import { PageLoader } from '../../layout/root-layout';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['card', 'money', 'validation'],
  prefetching(cardCoinsQueryOptions(), cardFiatQueryOptions()),
);

/** /creditcard: buy a coin with a bank card; back from the processor's page, the order's status. */
export default function CreditCardRoute() {
  const { t } = useTranslation('card');
  useLiveCard();
  const coins = useCardCoins();
  const fiat = useCardFiat();
  const [search] = useSearchParams();
  const orderId = search.get('order');
  const buy = useCardBuy({ coin: 'USDT', fiatCurrency: 'USD' });
  const decimals = coins.data?.find((c) => c.coin === buy.coin)?.decimals ?? 6;
  return (
    <PageFrame title={t('page.title')} description={t('page.description')} testId="page-creditcard">
      {(coins.isError || fiat.isError) && <Alert color="red">{t('page.failed')}</Alert>}
      {(coins.isPending || fiat.isPending) && <PageLoader />}
      {coins.data && fiat.data && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            {orderId ? (
              <CardOrderStatus orderId={orderId} coinDecimals={decimals} />
            ) : (
              <CardBuyForm buy={buy} coins={coins.data} fiat={fiat.data} />
            )}
          </Grid.Col>
          <Grid.Col span={12}>
            <CardOrderList kind="card" />
          </Grid.Col>
        </Grid>
      )}
    </PageFrame>
  );
}

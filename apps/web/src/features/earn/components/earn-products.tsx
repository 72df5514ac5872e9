import { Alert, Button, Center, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { useConfirmAction } from '../../../domain/forms/confirm-action';
import { newRequestId } from '../../../domain/money/request-id';
import { isApiError } from '../../../lib/http/api-error';
import { useTranslation } from '../../../lib/react-i18n';
import { type EarnProduct, subscribe, useEarnAccount, useEarnProducts, useEarnRefresh } from '../api/earn';
import { amountText } from '../model/product-terms';
import { ProductCard, useTermText } from './product-card';
import { SubscribeDialog, type SubscriptionRequest } from './subscribe-dialog';

/** Where the visitor stands: signed out, identity not verified, or able to subscribe. */
type Standing = 'signedOut' | 'needKyc' | 'failed' | 'loading' | 'ready';

function useStanding(signedIn: boolean, verified: boolean | undefined) {
  const account = useEarnAccount(signedIn && verified === true);
  let standing: Standing = 'ready';
  if (!signedIn) standing = 'signedOut';
  else if (verified === false) standing = 'needKyc';
  else if (account.isError)
    standing =
      isApiError(account.error) && account.error.errorName === 'kycNotCertified' ? 'needKyc' : 'failed';
  else if (!account.data) standing = 'loading';
  return { standing, hasAccount: Boolean(account.data?.account) };
}

function StandingNote({ standing }: { standing: Standing }) {
  const { t } = useTranslation('earn');
  if (standing === 'signedOut')
    return (
      <Alert color="blue" data-testid="earn-signed-out">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('standing.signedOut')}</Text>
          <Button
            component={Link}
            to={paths.user.login.href({ redirect: paths.trading.earn.path })}
            size="xs"
          >
            {t('standing.logIn')}
          </Button>
        </Group>
      </Alert>
    );
  if (standing === 'needKyc')
    return (
      <Alert color="yellow" icon={<AlertIcon />} data-testid="earn-need-kyc">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('standing.needKyc')}</Text>
          <Button component={Link} to={paths.account.verify.href()} size="xs" variant="light">
            {t('standing.verify')}
          </Button>
        </Group>
      </Alert>
    );
  if (standing === 'failed')
    return (
      <Alert color="red" icon={<AlertIcon />}>
        {t('standing.failed')}
      </Alert>
    );
  return null;
}

/**
 * The /earn page's body: the products, each with its subscribe button; the subscribe dialog asks
 * (amount, estimate, agreement), then a confirmation with the facts subscribes, and a message says
 * it is done with a link to the positions.
 */
export function EarnProducts({
  signedIn,
  verified,
}: {
  signedIn: boolean;
  /** The profile's KYC: false shows the message (the server's 60013 does too); undefined while unknown. */
  verified: boolean | undefined;
}) {
  const { t } = useTranslation('earn');
  const navigate = useNavigate();
  const products = useEarnProducts();
  const { standing, hasAccount } = useStanding(signedIn, verified);
  const [chosen, setChosen] = useState<EarnProduct | null>(null);
  const confirm = useConfirmAction();
  const refresh = useEarnRefresh();
  const termText = useTermText();
  const requestId = useRef(newRequestId());

  const review = (r: SubscriptionRequest) => {
    setChosen(null);
    requestId.current = newRequestId();
    const money = (v: string) => amountText(r.product.asset, r.product.decimals, v);
    confirm.ask({
      title: t('confirm.title'),
      body: r.openAccount ? t('confirm.bodyOpen') : t('confirm.body'),
      facts: [
        { label: t('confirm.product'), value: `${r.product.asset} · ${termText(r.product)}` },
        { label: t('confirm.amount'), value: money(r.amount) },
        { label: t('confirm.start'), value: t('estimate.utcDay', { day: r.estimate.startDay }) },
        ...(r.estimate.maturityDay
          ? [{ label: t('confirm.maturity'), value: t('estimate.utcDay', { day: r.estimate.maturityDay }) }]
          : []),
        {
          label:
            r.product.termDays === null
              ? t('estimate.totalFlexible', { days: r.estimate.days })
              : t('estimate.totalFixed', { days: r.estimate.days }),
          value: money(r.estimate.total),
        },
      ],
      confirmLabel: t('confirm.submit'),
      danger: false,
      run: async () => {
        await subscribe({ ...r, requestId: requestId.current });
        await refresh();
        navigate(paths.assets.invest.path);
      },
      done: t('confirm.done'),
    });
  };

  const action = {
    label: standing === 'signedOut' ? t('standing.logInToSubscribe') : t('product.subscribe'),
    disabled: standing === 'needKyc' || standing === 'failed' || standing === 'loading',
  };
  const onAction = (product: EarnProduct) =>
    standing === 'signedOut'
      ? navigate(paths.user.login.href({ redirect: paths.trading.earn.path }))
      : setChosen(product);

  return (
    <Stack gap="lg">
      <StandingNote standing={standing} />
      {products.isError ? (
        <Alert color="red" icon={<AlertIcon />}>
          {t('products.failed')}
        </Alert>
      ) : !products.data ? (
        <Center py="xl">
          <Loader aria-label={t('products.loading')} />
        </Center>
      ) : products.data.length === 0 ? (
        <Alert color="gray" data-testid="earn-no-products">
          {t('products.none')}
        </Alert>
      ) : (
        <Grid data-testid="earn-products">
          {products.data.map((product) => (
            <Grid.Col key={product.productId} span={{ base: 12, sm: 6, lg: 4 }}>
              <ProductCard product={product} action={{ ...action, onClick: () => onAction(product) }} />
            </Grid.Col>
          ))}
        </Grid>
      )}
      <SubscribeDialog
        product={chosen}
        openAccount={!hasAccount}
        onClose={() => setChosen(null)}
        onReview={review}
      />
      {confirm.dialog}
    </Stack>
  );
}

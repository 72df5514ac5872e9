import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/http/api-error';
import { useTranslation } from '../../../lib/react-i18n';
import { useEarnAccount, useEarnPositions, useEarnProducts } from '../api/earn';
import { BrowseProducts, EarnPositions, EarnTotals, RedemptionRule } from './earn-positions';
import { EarnRecords } from './earn-records';

function Loading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

/**
 * The /assets/invest page's body: the totals per asset (yesterday's and all interest), the
 * redemption rules, the positions with their redeem button, and the records. Before KYC or before
 * the first subscription it says what to do first.
 */
export function EarnInvest({ verified }: { verified: boolean | undefined }) {
  const { t } = useTranslation('earn');
  const account = useEarnAccount(verified === true);
  const open = Boolean(account.data?.account);
  const positions = useEarnPositions(open);
  const products = useEarnProducts();
  const decimalsOf = (asset: string) => products.data?.find((p) => p.asset === asset)?.decimals ?? 8;

  const needKyc =
    verified === false || (isApiError(account.error) && account.error.errorName === 'kycNotCertified');
  if (needKyc || account.isError)
    return needKyc ? (
      <Alert color="yellow" icon={<AlertIcon />} data-testid="earn-need-kyc">
        <Group justify="space-between" gap="sm">
          <Text size="sm">{t('standing.needKyc')}</Text>
          <Button component={Link} to={paths.account.verify.href()} size="xs" variant="light">
            {t('standing.verify')}
          </Button>
        </Group>
      </Alert>
    ) : (
      <Alert color="red" icon={<AlertIcon />}>
        {t('standing.failed')}
      </Alert>
    );
  if (!account.data) return <Loading label={t('positions.loading')} />;
  if (!open) return <BrowseProducts testId="earn-no-account" text={t('positions.noAccount')} />;
  return (
    <Stack gap="lg">
      <EarnTotals totals={account.data.totals} decimalsOf={decimalsOf} />
      <RedemptionRule />
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('positions.title')}
        </Title>
        {positions.isError ? (
          <Alert color="red" icon={<AlertIcon />}>
            {t('positions.failed')}
          </Alert>
        ) : !positions.data || !products.data ? (
          <Loading label={t('positions.loading')} />
        ) : (
          <EarnPositions positions={positions.data} products={products.data} />
        )}
      </Stack>
      <EarnRecords assets={[...new Set((products.data ?? []).map((p) => p.asset))]} decimalsOf={decimalsOf} />
    </Stack>
  );
}

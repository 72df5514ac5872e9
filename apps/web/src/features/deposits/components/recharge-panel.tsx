import type { CoinConfig } from '@coffer/contract/assets';
import { Alert, Grid, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CopyValue } from '../../../components/copy-value';
import { AlertIcon } from '../../../components/icons';
import { LabelValue } from '../../../components/label-value';
import { CoinAndNetwork, type CoinChoiceProps } from '../../../domain/money/coin-network';
import type { CoinNetwork } from '../../../domain/money/coins';
import { formatAmount } from '../../../domain/money/format-amount';
import { useMoneyWallet } from '../../../domain/money/money-wallet';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { useTranslation } from '../../../lib/react-i18n';
import { depositAddressQueryOptions } from '../api/deposits';
import { DepositQr } from './deposit-qr';

/**
 * Choose a coin, then its network; the user's address for that pair appears with its QR code, the
 * minimum deposit and the confirmations it needs.
 */
export function RechargePanel({ coins, coin, network, onChange }: CoinChoiceProps) {
  const { t } = useTranslation(['deposits', 'money']);
  const config = coin?.networks.find((n) => n.network === network);
  const ready = Boolean(coin && config?.depositEnabled);
  const address = useQuery({
    ...depositAddressQueryOptions({ coin: coin?.coin ?? '', network: network ?? '' }, useMoneyWallet().host),
    enabled: ready,
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <CoinAndNetwork
              coins={coins}
              coin={coin}
              network={network}
              onChange={onChange}
              usable={(n) => n.depositEnabled}
              testId="deposit-coin"
            />
            {config && coin && <NetworkFacts coin={coin} config={config} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {!coin || !config ? (
            <Text c="dimmed">{t('deposit.choose')}</Text>
          ) : !config.depositEnabled ? (
            <Alert color="orange" icon={<AlertIcon />}>
              {t('deposit.suspended', { coin: coin.coin, network: config.networkName })}
            </Alert>
          ) : address.isError ? (
            <Alert color="red" icon={<AlertIcon />}>
              {isApiError(address.error) ? errorMessage(address.error) : t('deposit.addressFailed')}
            </Alert>
          ) : (
            <DepositAddress coin={coin} config={config} address={address.data?.address} />
          )}
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

/** What the chosen network asks of a deposit: its minimum, its confirmations, its token contract. */
function NetworkFacts({ coin, config }: { coin: CoinConfig; config: CoinNetwork }) {
  const { t } = useTranslation('deposits');
  return (
    <Stack gap={6}>
      <LabelValue
        label={t('deposit.minimum')}
        value={`${formatAmount(config.minDeposit, { decimals: coin.decimals, style: 'limit' })} ${coin.coin}`}
        testId="deposit-minimum"
      />
      <LabelValue
        label={t('deposit.confirmations')}
        value={config.confirmations}
        testId="deposit-confirmations"
      />
      {config.contractAddress && (
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {t('deposit.contract')}
          </Text>
          <CopyValue value={config.contractAddress} short size="sm" />
        </Group>
      )}
    </Stack>
  );
}

/** The user's address on the chosen network (a skeleton while it loads), its QR code and warnings. */
function DepositAddress({
  coin,
  config,
  address,
}: {
  coin: CoinConfig;
  config: CoinNetwork;
  address: string | undefined;
}) {
  const { t } = useTranslation('deposits');
  return (
    <Stack gap="md" align="stretch">
      <Group gap="lg" align="center" wrap="wrap">
        {address ? (
          <DepositQr
            value={address}
            size={168}
            label={t('deposit.qr', { coin: coin.coin, network: config.networkName })}
          />
        ) : (
          <Skeleton w={180} h={180} radius="md" />
        )}
        <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {t('deposit.address', { coin: coin.coin, network: config.network })}
          </Text>
          {address ? (
            <CopyValue value={address} size="md" label={t('deposit.copyAddress')} testId="deposit-address" />
          ) : (
            <Skeleton h={24} />
          )}
        </Stack>
      </Group>
      <Alert color="yellow" variant="light" icon={<AlertIcon />} p="sm">
        <Text size="sm">{t('deposit.warning', { coin: coin.coin, network: config.networkName })}</Text>
        <Text size="sm" mt={4}>
          {t('deposit.belowMinimum', {
            amount: formatAmount(config.minDeposit, { decimals: coin.decimals, style: 'limit' }),
            coin: coin.coin,
          })}
        </Text>
      </Alert>
    </Stack>
  );
}

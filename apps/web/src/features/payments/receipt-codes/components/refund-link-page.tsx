import '../../components/styles';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { StatusPage } from '../../../../components/status-page';
import { useTranslation } from '../../../../lib/react-i18n';
import { PublicPayFrame } from '../../components/public-pay-frame';
import { usePublicRefundLink, useSubmitRefundAddress } from '../api/receipt-codes';

/** The buyer's refund page: the merchant approved the amount; the buyer gives the address it goes to. */
export function RefundLinkPage({ id, token }: { id: string; token: string }) {
  const { t } = useTranslation('payments');
  const link = usePublicRefundLink(id, token);
  const submit = useSubmitRefundAddress();
  const [address, setAddress] = useState('');
  if (link.isError)
    return (
      <StatusPage
        testId="refund-link-not-found"
        code="404"
        title={t('refundLink.notFound')}
        body={t('refundLink.askMerchant')}
      />
    );
  const data = link.data;
  if (!data) return <PublicPayFrame testId="page-refund-link" waiting />;
  const sent = submit.data;
  return (
    <PublicPayFrame testId="page-refund-link">
      <Stack gap="lg">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {data.merchantName || t('pay.merchant')}
          </Text>
          <Title order={1} fz={{ base: 24, sm: 28 }} data-testid="refund-link-amount">
            {t('refundLink.title', { amount: data.amount, coin: data.coin })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('refundLink.network', { coin: data.coin, network: data.network })}
          </Text>
        </Stack>
        {sent ? (
          <Alert color="teal" data-testid="refund-link-sent">
            {t('refundLink.sent', { amount: sent.amount, coin: sent.coin })}
          </Alert>
        ) : data.state === 'open' ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit.mutate({ id, token, address });
            }}
          >
            <Stack gap="md">
              <TextInput
                label={t('refundLink.address', { coin: data.coin, network: data.network })}
                value={address}
                onChange={(e) => setAddress(e.currentTarget.value.trim())}
                autoComplete="off"
                spellCheck={false}
                data-testid="refund-link-address"
              />
              <Alert color="yellow" variant="light">
                {t('refundLink.warning', { network: data.network })}
              </Alert>
              <Button
                type="submit"
                loading={submit.isPending}
                disabled={address.length < 10}
                data-testid="refund-link-submit"
              >
                {t('refundLink.submit')}
              </Button>
            </Stack>
          </form>
        ) : (
          <Alert color="gray" data-testid="refund-link-closed">
            {t(data.state === 'used' ? 'refundLink.used' : 'refundLink.expired')}
          </Alert>
        )}
      </Stack>
    </PublicPayFrame>
  );
}

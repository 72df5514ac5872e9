import '@mantine/core/styles/Badge.css';
import '../../components/styles';
import type { ReceiptCode } from '@coffer/contract/payments';
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CopyValue } from '../../../../components/copy-value';
import { QrCode } from '../../../../components/qr-code';
import { paths } from '../../../../config/paths';
import { formatDateTime } from '../../../../lib/format-date';
import { useTranslation } from '../../../../lib/react-i18n';
import { useDisableReceiptCode, useReceiptCodes } from '../api/receipt-codes';
import { CreateReceiptCode } from './create-receipt-code';

function CodeCard({ code }: { code: ReceiptCode }) {
  const { t, i18n } = useTranslation('payments');
  const disable = useDisableReceiptCode();
  return (
    <Card withBorder radius="md" padding="md" data-testid="receipt-code" data-code-id={code.id}>
      <Stack gap="sm" align="center">
        <Group justify="space-between" w="100%" wrap="nowrap">
          <Text fw={600} truncate data-testid="receipt-code-label">
            {code.label ?? t('codes.noLabel')}
          </Text>
          <Badge color={code.disabled ? 'gray' : 'teal'} variant="light">
            {t(code.disabled ? 'codes.disabled' : 'codes.active')}
          </Badge>
        </Group>
        {!code.disabled && <QrCode url={code.payUrl} label={t('codes.qrLabel')} size={160} />}
        <Stack gap={2} w="100%">
          <Text size="sm">
            {t('codes.currency')}: {code.currency} ·{' '}
            {code.coins.map((c) => `${c.coin} ${c.network}`).join(', ')}
          </Text>
          <Text size="sm" c="dimmed">
            {code.subMerchantId === null
              ? t('codes.ownCounter')
              : t('codes.till', { id: code.subMerchantId })}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(code.createdAt, i18n.resolvedLanguage ?? 'en')}
          </Text>
        </Stack>
        {!code.disabled && (
          <>
            <CopyValue
              value={new URL(code.payUrl, window.location.origin).toString()}
              caption={t('codes.link')}
            />
            <Group w="100%" grow>
              <Button
                component={Link}
                to={paths.payCodePrint.href(code.id)}
                variant="default"
                data-testid="receipt-code-print"
              >
                {t('codes.print')}
              </Button>
              <Button
                color="red"
                variant="light"
                loading={disable.isPending}
                onClick={() => {
                  if (window.confirm(t('codes.disableConfirm'))) disable.mutate(code.id);
                }}
                data-testid="receipt-code-disable"
              >
                {t('codes.disable')}
              </Button>
            </Group>
            <Anchor component={Link} to={code.payUrl} size="sm" data-testid="receipt-code-open">
              {t('codes.open')}
            </Anchor>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The merchant's (or till's) receipt codes: make one, print it, stop it. */
export function ReceiptCodesSection({ canChooseTill }: { canChooseTill: boolean }) {
  const { t } = useTranslation('payments');
  const codes = useReceiptCodes();
  return (
    <Stack gap="md" data-testid="receipt-codes">
      <Group justify="space-between">
        <Text c="dimmed" size="sm" maw={640}>
          {t('codes.help')}
        </Text>
        <CreateReceiptCode canChooseTill={canChooseTill} />
      </Group>
      {codes.isError && <Alert color="red">{t('webhooks.loadFailed')}</Alert>}
      {codes.data?.items.length === 0 && (
        <Alert color="gray" data-testid="receipt-codes-empty">
          {t('codes.empty')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {codes.data?.items.map((code) => (
          <CodeCard key={code.id} code={code} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

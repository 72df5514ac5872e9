import type { payInInfoSchema } from '@coffer/contract/cash';
import { Alert, Stack, Text } from '@mantine/core';
import type { z } from 'zod';
import { CopyValue } from '../../../components/copy-value';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { fieldLabel } from '../model/field-labels';

type PayInInfo = z.infer<typeof payInInfoSchema>;

/**
 * Where to send the bank transfer: the collection account's details and the reference the
 * transfer must carry, each copyable (bank details are copied, never retyped).
 */
export function PayInDetails({ info }: { info: PayInInfo }) {
  const { t } = useTranslation('cash');
  return (
    <Stack gap="md" data-testid="cash-pay-in">
      <Alert color="blue" title={t('deposit.referenceTitle')}>
        {t('deposit.referenceBody')}
      </Alert>
      <CopyValue caption={t('deposit.reference')} value={info.reference} testId="cash-reference" />
      {info.amount && (
        <CopyValue
          caption={t('deposit.amount')}
          value={`${formatAmount(info.amount, { decimals: 2 })} ${info.currency}`}
          testId="cash-pay-amount"
        />
      )}
      <CopyValue caption={t('deposit.accountName')} value={info.accountName} testId="cash-account-name" />
      {Object.entries(info.account).map(([key, value]) => (
        <CopyValue key={key} caption={fieldLabel(t, key)} value={value} testId={`cash-pay-${key}`} />
      ))}
      <CopyValue caption={t('deposit.bankName')} value={info.bankName} testId="cash-bank-name" />
      <Text size="xs" c="dimmed">
        {t('deposit.ownName')}
      </Text>
    </Stack>
  );
}

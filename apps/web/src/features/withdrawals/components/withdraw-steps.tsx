import { List, Text } from '@mantine/core';
import { SideCard } from '../../../domain/money/side-card';
import { useTranslation } from '../../../lib/react-i18n';

const steps = [
  'withdraw.steps.address',
  'withdraw.steps.confirm',
  'withdraw.steps.review',
  'withdraw.steps.track',
];

/** What happens to a withdrawal, beside the form: people withdraw rarely and worry while they do. */
export function WithdrawSteps() {
  const { t } = useTranslation('withdrawals');
  return (
    <SideCard title={t('withdraw.steps.title')}>
      <List type="ordered" spacing="sm" size="sm">
        {steps.map((key) => (
          <List.Item key={key}>
            <Text size="sm">{t(key)}</Text>
          </List.Item>
        ))}
      </List>
    </SideCard>
  );
}

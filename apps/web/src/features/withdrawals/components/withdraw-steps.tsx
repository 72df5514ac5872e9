import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--mantine-color-default-hover)">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('withdraw.steps.title')}
        </Title>
        <List type="ordered" spacing="sm" size="sm">
          {steps.map((key) => (
            <List.Item key={key}>
              <Text size="sm">{t(key)}</Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/react-i18n';
import { useMerchantInfo, useRates } from '../api/merchant';
import { OfficialApplication } from './application';
import { QueryState } from './merchant-frame';

/** /merchant/started: the onboarding checklist and the official application. */
export function MerchantStarted() {
  const { t } = useTranslation('merchant');
  const info = useMerchantInfo();
  const rates = useRates();
  if (!info.data) return <QueryState isError={info.isError} isLoading />;
  const steps = [
    { key: 'started.step.account', done: true },
    { key: 'started.step.sub', done: info.data.subMerchantCount > 0 },
    { key: 'started.step.rate', done: (rates.data?.length ?? 0) > 0 },
    { key: 'started.step.official', done: info.data.isOfficial },
  ];
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }} data-testid="onboarding">
          {steps.map((s, i) => (
            <Group key={s.key} component="li" justify="space-between" wrap="nowrap">
              <Text size="sm">
                {i + 1}. {t(s.key)}
              </Text>
              <Badge color={s.done ? 'teal' : 'gray'} variant="light">
                {t(s.done ? 'started.done' : 'started.todo')}
              </Badge>
            </Group>
          ))}
        </Stack>
      </Paper>
      <OfficialApplication info={info.data} />
    </Stack>
  );
}

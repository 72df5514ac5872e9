import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/react-i18n';
import { useCashAccount } from '../api/cash';

/**
 * A screen that needs the open fiat account (every money call answers 60006 without one): its
 * content once the account is open, else the way to /assets/cash where it is opened.
 */
export function OpenAccountGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('cash');
  const info = useCashAccount();
  if (info.isError) return <Alert color="red">{t('account.failed')}</Alert>;
  if (!info.data) return <Loader size="sm" />;
  if (info.data.account?.opened) return children;
  return (
    <Stack gap="sm" align="flex-start" data-testid="cash-not-open">
      <Text size="sm">{t('gate.notOpen')}</Text>
      <Button component={Link} to={paths.assets.cash.href()}>
        {t('gate.open')}
      </Button>
    </Stack>
  );
}

import { Alert, Loader, Text } from '@mantine/core';
import { useTranslation } from '../../../../lib/react-i18n';

/**
 * What a webhooks card shows before its list: a loader, the failure, or its empty line (with its
 * test id) once the list came back empty.
 */
export function QueryState({
  query,
  count,
  empty,
  emptyTestId,
}: {
  query: { isPending: boolean; isError: boolean; isSuccess: boolean };
  count: number;
  empty: string;
  emptyTestId: string;
}) {
  const { t } = useTranslation('payments');
  return (
    <>
      {query.isPending && <Loader size="sm" />}
      {query.isError && <Alert color="red">{t('webhooks.loadFailed')}</Alert>}
      {query.isSuccess && count === 0 && (
        <Text c="dimmed" size="sm" data-testid={emptyTestId}>
          {empty}
        </Text>
      )}
    </>
  );
}

import { Alert, Container, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/react-i18n';

/**
 * The frame of a public payment page (the hosted order, a receipt code's amount, a refund link):
 * one narrow card. Before its data is in, `waiting` leaves the frame empty, or `failed` says the
 * read failed.
 */
export function PublicPayFrame({
  testId,
  failed = false,
  waiting = false,
  children,
}: {
  testId: string;
  failed?: boolean;
  waiting?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('payments');
  if (failed)
    return (
      <Container size="xs" py="xl" data-testid={testId}>
        <Alert color="red">{t('pay.failed')}</Alert>
      </Container>
    );
  if (waiting) return <Container size="xs" py="xl" data-testid={testId} />;
  return (
    <Container size="xs" py="xl" px="md" data-testid={testId}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {children}
      </Paper>
    </Container>
  );
}

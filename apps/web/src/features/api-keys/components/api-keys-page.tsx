import './styles';
import { constants } from '@coffer/contract/common';
import { List } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageFrame } from '../../../components/page-frame';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useTranslation } from '../../../lib/react-i18n';

/** The frame of the API-key screens: title, a line of help, actions on the right. */
export function ApiKeysPage({
  title,
  description,
  actions,
  children,
  testId,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  usePageMeta(title, description);
  return (
    <PageFrame title={title} description={description} actions={actions} testId={testId}>
      {children}
    </PageFrame>
  );
}

/** The rules of keys in a few lines (§9): how many, the secret once, IPs and the 90 days. */
export function KeyRules() {
  const { t } = useTranslation('api-keys');
  const { maxPerUser, maxIpsPerKey, validityDaysWithoutIp } = constants.apiKeys;
  return (
    <List size="sm" c="dimmed" spacing={4} data-testid="api-key-rules">
      <List.Item>{t('rules.max', { max: maxPerUser })}</List.Item>
      <List.Item>{t('rules.secretOnce')}</List.Item>
      <List.Item>{t('rules.ips', { max: maxIpsPerKey, days: validityDaysWithoutIp })}</List.Item>
      <List.Item>{t('rules.secondFactor')}</List.Item>
    </List>
  );
}

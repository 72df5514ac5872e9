import '@mantine/core/styles/Tabs.css';
import { Paper, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { TabList } from '../../../components/tab-list';
import { historyQueryOptions } from '../../../features/security/api/history';
import { HistoryList } from '../../../features/security/components/history-list';
import { SecurityPage } from '../../../features/security/components/security-page';
import { useTranslation } from '../../../lib/react-i18n';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  'security',
  prefetching(historyQueryOptions('operations', 1), historyQueryOptions('login', 1)),
);

/** /account/record: the security log, security operations and sign-ins (`?tab=login`). */
export default function RecordRoute() {
  const { t } = useTranslation('security');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'login' ? 'login' : 'operations';
  return (
    <SecurityPage title={t('record.title')} description={t('record.description')} testId="page-record">
      <Paper withBorder radius="md" p="lg">
        <Tabs
          value={tab}
          onChange={(value) => setParams(value === 'login' ? { tab: 'login' } : {}, { replace: true })}
          keepMounted={false}
        >
          <TabList
            mb="md"
            tabs={[
              { value: 'operations', label: t('record.operations') },
              { value: 'login', label: t('record.login') },
            ]}
          />
          <Tabs.Panel value="operations">
            <HistoryList kind="operations" />
          </Tabs.Panel>
          <Tabs.Panel value="login">
            <HistoryList kind="login" />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </SecurityPage>
  );
}

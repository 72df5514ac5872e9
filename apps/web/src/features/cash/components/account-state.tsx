import { fiatAccountStatus } from '@coffer/contract/cash';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { ApplicationStanding, VerifyIdentityFirst } from '../../../domain/applications/application-state';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import type { useCashAccount } from '../api/cash';
import { AccountApply } from './account-apply';

type AccountInfo = NonNullable<ReturnType<typeof useCashAccount>['data']>;
const s = fiatAccountStatus.members;

/** Where the application stands, by §4 state: its badge colour and words. */
const stateView: Record<number, { color: string; key: string }> = {
  [s.submittedAwaitingReview]: { color: 'blue', key: 'account.state.submitted' },
  [s.beingCreated]: { color: 'cyan', key: 'account.state.beingCreated' },
  [s.needsReconfirmation]: { color: 'orange', key: 'account.state.reconfirm' },
};

/**
 * The fiat account before it is open: identity first (KYC verified), then the application, then
 * the operator's review (awaiting review, being created at the bank, or asked to reconfirm).
 */
export function AccountState({ info }: { info: AccountInfo }) {
  const { t, i18n } = useTranslation('cash');
  const language = i18n.resolvedLanguage ?? 'en';
  const { account } = info;
  const view = account?.status === null || !account ? undefined : stateView[account.status];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={640} data-testid="cash-account-state">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('account.title')}
        </Title>
        {!info.kycVerified && (
          <VerifyIdentityFirst text={t('account.needKyc')} action={t('account.verify')} />
        )}
        {info.kycVerified && !account && (
          <>
            <Text size="sm">{t('account.intro')}</Text>
            <AccountApply again={false} />
          </>
        )}
        {account && view && (
          <>
            <ApplicationStanding
              color={view.color}
              label={t(view.key)}
              body={t(`${view.key}Body`)}
              sentAt={t('account.appliedAt', { time: formatDateTime(account.createdAt, language) })}
              testId="cash-state"
            />
            {account.status === s.needsReconfirmation && (
              <>
                {account.reason && (
                  <Alert color="orange" title={t('account.reason')} data-testid="cash-reason">
                    {account.reason}
                  </Alert>
                )}
                <AccountApply again />
              </>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

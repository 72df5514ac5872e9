import { kycStatus } from '@coffer/contract/auth';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { kycQueryOptions, useKyc } from '../../../features/kyc/api/get-kyc';
import { KycForm } from '../../../features/kyc/components/kyc-form';
import { Failed, UnderReview, Verified } from '../../../features/kyc/components/kyc-status';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useTranslation } from '../../../lib/react-i18n';
import { loadAccountInfo } from '../../../lib/session/session';
import { sessionStore } from '../../../lib/session/session-store';
import { PageLoader } from '../../layout/root-layout';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['kyc', 'validation'], prefetching(kycQueryOptions()));

/**
 * /account/verifiy: identity verification. The form while unverified; under review, the status,
 * asked again every few seconds; failed, the reason and a resubmission; verified, the way on. The
 * session's account info follows the record, so the menu's badge and the redirect rule of spec §4
 * change as soon as the operator decides, without signing out.
 */
export default function VerifyRoute() {
  const { t } = useTranslation('kyc');
  usePageMeta(t('page.title'), t('page.description'));
  const { data, refetch, isFetching, isError } = useKyc();
  const [resubmitting, setResubmitting] = useState(false);
  const recordStatus = data?.kycStatus;

  /**
   * The record is the server's word on the status: when it changes and the session says otherwise,
   * the session (the menu's badge, the redirect rule of spec §4) takes it at once, and the account
   * info is asked again for whatever else the decision changed. Once per change of the record, so
   * an account info a moment older than the record cannot set off a loop of requests.
   */
  useEffect(() => {
    const user = sessionStore.get().user;
    if (recordStatus === undefined || !user || user.kycStatus === recordStatus) return;
    sessionStore.setUser({ ...user, kycStatus: recordStatus });
    void loadAccountInfo();
  }, [recordStatus]);

  let body = <PageLoader />;
  if (!data && isError)
    body = (
      <Alert color="red" data-testid="kyc-load-failed">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('page.loadFailed')}</Text>
          <Button size="xs" color="red" onClick={() => void refetch()} loading={isFetching}>
            {t('page.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  else if (data?.kycStatus === kycStatus.members.unverified) body = <KycForm mode="create" />;
  else if (data?.kycStatus === kycStatus.members.underReview)
    body = <UnderReview record={data} onCheck={() => void refetch()} checking={isFetching} />;
  else if (data?.kycStatus === kycStatus.members.failed)
    body = resubmitting ? (
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed" maw={560}>
            {t('form.resubmitIntro')}
          </Text>
          <Button variant="subtle" color="gray" onClick={() => setResubmitting(false)}>
            {t('form.cancel')}
          </Button>
        </Group>
        <KycForm mode="update" record={data} onSubmitted={() => setResubmitting(false)} />
      </Stack>
    ) : (
      <Failed record={data} onResubmit={() => setResubmitting(true)} />
    );
  else if (data?.kycStatus === kycStatus.members.verified)
    body = (
      <Verified
        record={data}
        action={
          <Button component={Link} to={paths.assets.root.path} data-testid="kyc-continue">
            {t('status.continue')}
          </Button>
        }
      />
    );

  return (
    <Container size="md" py="xl" data-testid="page-verify">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('page.title')}
          </Title>
          <Text c="dimmed" size="sm" maw={640}>
            {t('page.description')}
          </Text>
        </Stack>
        {body}
      </Stack>
    </Container>
  );
}

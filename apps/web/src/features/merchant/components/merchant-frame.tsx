import '../../../domain/money/styles';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { AlertIcon } from '../../../components/icons';
import { PageFrame, type ScreenFrameProps } from '../../../components/page-frame';
import { paths } from '../../../config/paths';
import { backOfficePages } from '../../../domain/merchant/back-office-pages';
import { useReviewTotal } from '../../../domain/merchant/payment-orders';
import { useTranslation } from '../../../lib/react-i18n';
import { useRoutedLinks } from '../../../lib/routed-paths';

/**
 * The frame of every back-office screen: the merchant menu (Transactions with the count waiting
 * for review), a title, a line of help.
 */
export function MerchantFrame(screen: ScreenFrameProps) {
  const { t } = useTranslation(['merchant', 'common']);
  const reviewTotal = useReviewTotal();
  // The same pages by the same names as the header's merchant menu (only those routed are shown).
  const links = useRoutedLinks(
    backOfficePages.map((m) => ({
      label: t(`common:${m.labelKey}`),
      to: m.to,
      ...(m.to === paths.merchant.transaction.path
        ? { badge: { count: reviewTotal, label: t('nav.toReview', { n: reviewTotal }) } }
        : {}),
    })),
  );
  return <PageFrame {...screen} nav={{ label: t('nav.label'), links }} />;
}

type MerchantKey = keyof typeof import('../locales/en.json');
type TitledPrefix<K> = K extends `${infer P}.title`
  ? `${P}.description` extends MerchantKey
    ? P
    : never
  : never;
/** A prefix `p` whose `p.title` and `p.description` are both in the merchant catalogue. */
export type ScreenWords = TitledPrefix<MerchantKey>;

/**
 * A back-office screen titled by its words in the merchant catalogue (`<words>.title` and
 * `<words>.description`); the type admits only prefixes that have both, so a typo does not compile.
 */
function MerchantScreen({
  words,
  ...screen
}: Omit<ScreenFrameProps, 'title' | 'description'> & { words: ScreenWords }) {
  const { t } = useTranslation('merchant');
  return <MerchantFrame title={t(`${words}.title`)} description={t(`${words}.description`)} {...screen} />;
}

/** The route component of a back-office screen that is one feature component in the merchant frame. */
export const merchantScreen = (words: ScreenWords, testId: string, Screen: ComponentType) =>
  function MerchantScreenRoute() {
    return (
      <MerchantScreen words={words} testId={testId}>
        <Screen />
      </MerchantScreen>
    );
  };

/** A query's loading and error states, the same on every back-office screen. */
export function QueryState({ isError, isLoading }: { isError: boolean; isLoading: boolean }) {
  const { t } = useTranslation('merchant');
  if (isError)
    return (
      <Alert color="red" icon={<AlertIcon />}>
        {t('common.failed')}
      </Alert>
    );
  if (isLoading)
    return (
      <Center py="xl" aria-label={t('common.loading')}>
        <Loader size="sm" />
      </Center>
    );
  return null;
}

/** The confirmation before a delete: what goes, keep or delete. */
export function DeleteDialog({
  title,
  body,
  onCancel,
  onConfirm,
  pending,
  testId,
}: {
  title: string;
  /** Null: closed. */
  body: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  pending: boolean;
  testId: string;
}) {
  const { t } = useTranslation('merchant');
  return (
    <Modal opened={body !== null} onClose={onCancel} title={title} centered>
      <Stack>
        <Text>{body}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={pending} onClick={onConfirm} data-testid={testId}>
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../../lib/react-i18n';

/** A news page's heading and its line below. */
export function NewsHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{intro}</Text>
    </Stack>
  );
}

/** The loader, the failure, or the empty note of a news list; nothing once it has articles. */
export function NewsListState({
  pending,
  failed,
  empty,
}: {
  pending: boolean;
  failed: boolean;
  empty: boolean;
}) {
  const { t } = useTranslation('news');
  return (
    <>
      {pending && (
        <Center py="xl">
          <Loader aria-label={t('list.loading')} />
        </Center>
      )}
      {failed && <Text c="dimmed">{t('list.failed')}</Text>}
      {empty && <Text c="dimmed">{t('list.empty')}</Text>}
    </>
  );
}

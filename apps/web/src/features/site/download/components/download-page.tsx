import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Alert.css';
import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { PhoneIcon, ShieldIcon } from '../../../../components/icons';
import marketing from '../../../../components/marketing/marketing.module.css';
import { DesktopIcon } from '../../../../components/marketing/marketing-icons';
import { QrCode } from '../../../../components/qr-code';
import { formatDate } from '../../../../lib/format-date';
import { useTranslation } from '../../../../lib/react-i18n';
import { type AppVersion, mobilePlatforms, splitReleases, useAppVersions } from '../api/get-app-versions';
import classes from './download.module.css';

function usePlatformName() {
  const { t } = useTranslation('download');
  const names: Record<AppVersion['platform'], string> = {
    android: t('platform.android'),
    ios: t('platform.ios'),
    windows: t('platform.windows'),
    macos: t('platform.macos'),
  };
  return (platform: AppVersion['platform']) => names[platform];
}

function PlatformCard({ release }: { release: AppVersion }) {
  const { t, i18n } = useTranslation('download');
  const language = i18n.resolvedLanguage ?? 'en';
  const name = usePlatformName()(release.platform);
  const mobile = mobilePlatforms.includes(release.platform);
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      className={classes.card}
      data-testid={`download-${release.platform}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <span className={marketing.iconBox}>{mobile ? <PhoneIcon size={22} /> : <DesktopIcon />}</span>
          <Stack gap={0}>
            <Title order={2} fz="h4">
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('card.version', { version: release.version })} ·{' '}
              <time dateTime={release.publishTime}>{formatDate(release.publishTime, language)}</time>
            </Text>
          </Stack>
        </Group>
        {release.forceUpdate && (
          <Badge color="orange" variant="light">
            {t('card.required')}
          </Badge>
        )}
      </Group>
      <Text size="sm" mt="md" style={{ flex: 1 }}>
        <Text span fw={600}>
          {t('card.notes')}
        </Text>
        {release.releaseNotes}
      </Text>
      {mobile && (
        <Stack align="center" gap={6} mt="lg">
          <QrCode url={release.downloadUrl} label={t('card.qr', { platform: name })} />
          <Text size="xs" c="dimmed">
            {t('card.scan')}
          </Text>
        </Stack>
      )}
      <Button
        component="a"
        href={release.downloadUrl}
        target="_blank"
        rel="noopener noreferrer"
        mt="lg"
        fullWidth
        variant={mobile ? 'light' : 'filled'}
      >
        {t(mobile ? 'card.open' : 'card.download', { platform: name })}
      </Button>
    </Paper>
  );
}

function History({ releases }: { releases: AppVersion[] }) {
  const { t, i18n } = useTranslation('download');
  const language = i18n.resolvedLanguage ?? 'en';
  const platformName = usePlatformName();
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        {t('history.title')}
      </Title>
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <table className={`${marketing.dataTable} ${classes.table}`} data-testid="download-history">
          <thead>
            <tr>
              <th scope="col">{t('history.platform')}</th>
              <th scope="col">{t('history.version')}</th>
              <th scope="col">{t('history.date')}</th>
              <th scope="col">{t('history.notes')}</th>
            </tr>
          </thead>
          <tbody>
            {releases.map((release) => (
              <tr key={`${release.platform}-${release.version}`}>
                <td>{platformName(release.platform)}</td>
                <td>{release.version}</td>
                <td>
                  <time dateTime={release.publishTime}>{formatDate(release.publishTime, language)}</time>
                </td>
                <td>{release.releaseNotes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Paper>
    </Stack>
  );
}

/** `/download`: the current release of each app with its notes, QR codes for phones, and history. */
export function DownloadPage() {
  const { t, i18n } = useTranslation('download');
  const { data, isPending, isError } = useAppVersions(i18n.resolvedLanguage ?? 'en');
  const { latest, history } = splitReleases(data ?? []);
  return (
    <>
      <Box className={marketing.band} py={{ base: 40, md: 64 }}>
        <Container size="xl">
          <Stack gap="sm" maw={720}>
            <Title order={1}>{t('title')}</Title>
            <Text c="dimmed" size="lg">
              {t('intro')}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="xl" py={{ base: 32, md: 56 }}>
        <Stack gap={48}>
          {isPending && (
            <Center py="xl">
              <Loader aria-label={t('loading')} />
            </Center>
          )}
          {isError && <Text c="dimmed">{t('failed')}</Text>}
          {data && latest.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
          {latest.length > 0 && (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" data-testid="download-platforms">
              {latest.map((release) => (
                <PlatformCard key={release.platform} release={release} />
              ))}
            </SimpleGrid>
          )}
          <Alert variant="light" color="teal" icon={<ShieldIcon size={18} />} title={t('safety.title')}>
            {t('safety.body')}
          </Alert>
          {history.length > 0 && <History releases={history} />}
        </Stack>
      </Container>
    </>
  );
}

import type { appPlatforms } from '@coffer/contract/versioning';
import { Anchor, Group, Loader, Popover, SimpleGrid, Stack, Text } from '@mantine/core';
import { cloneElement, type ReactElement, useEffect, useState } from 'react';
import { track } from '../../lib/action-log';
import { useCached } from '../../lib/cached-read';
import { useTranslation } from '../../lib/react-i18n';
import type { DeferredMenuStart } from './deferred-menu';
import classes from './download-menu.module.css';
import { downloadListRead } from './shell-queries';

type Platform = (typeof appPlatforms)[number];
const mobile: Platform[] = ['android', 'ios'];
const platformKeys: Record<Platform, string> = {
  android: 'download.android',
  ios: 'download.ios',
  windows: 'download.windows',
  macos: 'download.macos',
};

const absolute = (url: string) => new URL(url, window.location.origin).toString();

/** A QR code of a link, drawn by the qrcode library, which loads only when the menu opens. */
function QrCode({ url, label }: { url: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(absolute(url), { margin: 1, width: 208, errorCorrectionLevel: 'M' }))
      .then((data) => {
        if (live) setSrc(data);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [url]);
  if (!src) return <Loader size="sm" />;
  return <img className={classes.qr} src={src} alt={label} width={112} height={112} />;
}

/**
 * The header's download menu: QR codes of the mobile apps, links to the desktop ones; loaded on the
 * first interaction with its trigger.
 */
export default function DownloadMenuDropdown({
  trigger,
  start,
}: {
  trigger: ReactElement<Record<string, unknown>>;
  start: DeferredMenuStart;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(start.opened);
  const { data } = useCached(downloadListRead, { enabled: opened });
  const apps = data ?? [];
  const open = (next: boolean) => {
    if (next && !opened) track('downloadMenuOpen');
    setOpened(next);
  };
  // Opened by the click that loaded this code: counted like any other opening.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (start.opened) track('downloadMenuOpen');
  }, []);
  return (
    <Popover opened={opened} onChange={open} position="bottom-end" offset={6} shadow="md" width={300}>
      <Popover.Target>
        {cloneElement(trigger, {
          onClick: () => open(!opened),
          'aria-expanded': opened,
          autoFocus: start.focused,
        })}
      </Popover.Target>
      <Popover.Dropdown>
        <Text fw={600} mb="xs">
          {t('download.title')}
        </Text>
        {!data && <Loader size="sm" />}
        <SimpleGrid cols={2} spacing="sm">
          {apps
            .filter((app) => mobile.includes(app.platform))
            .map((app) => (
              <Stack key={app.platform} gap={4} align="center">
                <QrCode
                  url={app.downloadUrl}
                  label={t('download.qrOf', { platform: t(platformKeys[app.platform]) })}
                />
                <Text size="sm" fw={500}>
                  {t(platformKeys[app.platform])}
                </Text>
                <Text size="xs" c="dimmed">
                  v{app.version}
                </Text>
              </Stack>
            ))}
        </SimpleGrid>
        <Group gap="md" mt="sm">
          {apps
            .filter((app) => !mobile.includes(app.platform))
            .map((app) => (
              <Anchor key={app.platform} href={app.downloadUrl} size="sm">
                {t(platformKeys[app.platform])} v{app.version}
              </Anchor>
            ))}
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

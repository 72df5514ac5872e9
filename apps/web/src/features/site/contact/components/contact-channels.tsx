import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MailIcon } from '../../../../components/icons';
import { BookIcon, HeadsetIcon } from '../../../../components/marketing/marketing-icons';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';

/** A way to reach the team: what it is for, then how (an address, a link). */
function Channel({
  icon,
  title,
  body,
  children,
}: {
  icon: ReactNode;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <Group gap="md" align="flex-start" wrap="nowrap">
      <Text c="var(--mantine-primary-color-filled)" mt={2}>
        {icon}
      </Text>
      <Stack gap={2}>
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed">
          {body}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

/** An address to write to, when the settings give one. */
function MailTo({ address }: { address?: string }) {
  return address ? (
    <Anchor href={`mailto:${address}`} size="sm">
      {address}
    </Anchor>
  ) : null;
}

/** Other ways to reach the team; the addresses come from the site's settings when they are known. */
export function ContactChannels({ support, partnerships }: { support?: string; partnerships?: string }) {
  const { t } = useTranslation('contact');
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack gap="lg">
        <Channel icon={<HeadsetIcon />} title={t('channels.support.title')} body={t('channels.support.body')}>
          <MailTo address={support} />
        </Channel>
        <Channel
          icon={<MailIcon size={22} />}
          title={t('channels.partnerships.title')}
          body={t('channels.partnerships.body')}
        >
          <MailTo address={partnerships} />
        </Channel>
        <Channel icon={<BookIcon />} title={t('channels.help.title')} body={t('channels.help.body')}>
          <Anchor component={Link} to={paths.help.root.href()} size="sm">
            {t('channels.help.link')}
          </Anchor>
        </Channel>
      </Stack>
    </Paper>
  );
}

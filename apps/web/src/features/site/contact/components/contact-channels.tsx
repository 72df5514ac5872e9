import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MailIcon } from '../../../../components/icons';
import { BookIcon, HeadsetIcon } from '../../../../components/marketing/marketing-icons';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';

function Channel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Group gap="md" align="flex-start" wrap="nowrap">
      <Text c="var(--mantine-primary-color-filled)" mt={2}>
        {icon}
      </Text>
      <Stack gap={2}>
        <Text fw={600}>{title}</Text>
        {children}
      </Stack>
    </Group>
  );
}

/** Other ways to reach the team; the addresses come from the site's settings when they are known. */
export function ContactChannels({ support, partnerships }: { support?: string; partnerships?: string }) {
  const { t } = useTranslation('contact');
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack gap="lg">
        <Channel icon={<HeadsetIcon />} title={t('channels.support.title')}>
          <Text size="sm" c="dimmed">
            {t('channels.support.body')}
          </Text>
          {support && (
            <Anchor href={`mailto:${support}`} size="sm">
              {support}
            </Anchor>
          )}
        </Channel>
        <Channel icon={<MailIcon size={22} />} title={t('channels.partnerships.title')}>
          <Text size="sm" c="dimmed">
            {t('channels.partnerships.body')}
          </Text>
          {partnerships && (
            <Anchor href={`mailto:${partnerships}`} size="sm">
              {partnerships}
            </Anchor>
          )}
        </Channel>
        <Channel icon={<BookIcon />} title={t('channels.help.title')}>
          <Text size="sm" c="dimmed">
            {t('channels.help.body')}
          </Text>
          <Anchor component={Link} to={paths.help.root.href()} size="sm">
            {t('channels.help.link')}
          </Anchor>
        </Channel>
      </Stack>
    </Paper>
  );
}

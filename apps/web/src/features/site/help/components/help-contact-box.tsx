import { Button, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../lib/react-i18n';

/** "Still need help?": the way to a person when the articles are not enough. */
export function HelpContactBox() {
  const { t } = useTranslation('help');
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="xs" align="flex-start">
        <Text fw={650}>{t('contact.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('contact.body')}
        </Text>
        <Button component={Link} to={paths.contact.href()} variant="light" size="sm" mt={4}>
          {t('contact.action')}
        </Button>
      </Stack>
    </Paper>
  );
}

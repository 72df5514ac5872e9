import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ChangePage } from '../../../features/security/components/change-page';
import { EvidenceForm } from '../../../features/security/components/evidence-form';
import { readTicket } from '../../../features/security/model/flow-state';
import { formatTime } from '../../../lib/format-date';
import { i18n } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/react-i18n';

export const loader = () => async () => {
  await i18n.loadNamespaces(['security', 'validation']);
  return null;
};

export default function SecuritySecondRoute() {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  const [ticket] = useState(() => readTicket());
  return (
    <ChangePage page="second">
      {ticket ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed" data-testid="ticket-deadline">
            {t('second.deadline', {
              time: formatTime(ticket.expiresAt, i18n.language),
            })}
          </Text>
          <EvidenceForm
            ticket={ticket}
            onSubmitted={() => navigate(paths.security.third.path)}
            onExpired={() => navigate(paths.security.first.path)}
          />
        </Stack>
      ) : (
        <Alert color="yellow" title={t('second.noTicketTitle')} data-testid="security-no-ticket">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('second.noTicket')}</Text>
            <Button component={Link} to={paths.security.first.path} size="xs">
              {t('second.toFirst')}
            </Button>
          </Stack>
        </Alert>
      )}
    </ChangePage>
  );
}

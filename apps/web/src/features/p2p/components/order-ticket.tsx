import { complaintOutcome, complaintProcessingStatus, p2pAppealReason } from '@coffer/contract/p2p';
import { Paper, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LabelValue } from '../../../components/label-value';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import { p2pKeys, useAppeals } from '../api/p2p';
import { ImageThumbs } from './image-thumbs';

/** The order's complaint ticket(s), spec §3: number, time, reason, processing status, result. */
export function OrderTicket({ orderId, open }: { orderId: string; open: boolean }) {
  const { t, i18n } = useTranslation('p2p');
  const tickets = (useAppeals().data?.items ?? []).filter((a) => a.orderId === orderId);
  const qc = useQueryClient();
  // The order's end (a ruling, a release) closes its ticket: read them once more then.
  useEffect(() => {
    if (!open) void qc.invalidateQueries({ queryKey: p2pKeys.appeals });
  }, [open, qc]);
  if (tickets.length === 0) return null;
  return (
    <Stack gap="sm">
      {tickets.map((a) => (
        <Paper key={a.appealId} withBorder radius="lg" p="md" data-testid="p2p-ticket">
          <Stack gap={6}>
            <Text fw={700}>{t('ticket.title')}</Text>
            <LabelValue label={t('ticket.number')} value={a.appealId} />
            <LabelValue label={t('ticket.time')} value={formatDateTime(a.createdAt, i18n.language)} />
            <LabelValue
              label={t('ticket.reason')}
              value={t(`appealReason.${p2pAppealReason.keyOf(a.reason) ?? 'other'}`)}
            />
            <LabelValue
              label={t('ticket.status')}
              value={t(`ticket.processing.${complaintProcessingStatus.keyOf(a.status) ?? 'processing'}`)}
              testId="p2p-ticket-status"
            />
            <LabelValue
              label={t('ticket.result')}
              value={
                a.outcome === null
                  ? '--'
                  : t(`ticket.outcome.${complaintOutcome.keyOf(a.outcome) ?? 'noLiability'}`)
              }
            />
            {a.remark && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {a.remark}
              </Text>
            )}
            <ImageThumbs urls={a.proofUrls} label={t('appeal.proofs')} testId="p2p-proof-images" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

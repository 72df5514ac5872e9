import { appealRemarkSchema, appealRules, type P2pOrder, p2pAppealReason } from '@coffer/contract/p2p';
import { Alert, Button, Group, Modal, Select, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { AlertIcon } from '../../../components/icons';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { useOrderActions } from '../api/p2p';
import { ImagePicker } from './image-picker';

/** The reasons a party picks; the two timeout reasons are opened by the receipt timer only. */
const pickable = ['paidNotReleased', 'paymentNotReceived', 'wrongAmount', 'other'] as const;

/** The appeal form: a reason, a remark of 10–500 characters (the contract's schema) and ≤ 3 proofs. */
export function AppealDialog({
  order,
  opened,
  onClose,
}: {
  order: P2pOrder;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['p2p', 'validation', 'common']);
  const actions = useOrderActions();
  const [reason, setReason] = useState<(typeof pickable)[number]>(
    order.role === 'user' && order.side === 'buy' ? 'paidNotReleased' : 'paymentNotReceived',
  );
  const [remark, setRemark] = useState('');
  const [proofs, setProofs] = useState<string[] | null>([]);
  const [remarkError, setRemarkError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    const checked = appealRemarkSchema.safeParse(remark);
    if (!checked.success) {
      setRemarkError(
        t('appeal.remarkRule', { min: appealRules.remarkMinLength, max: appealRules.remarkMaxLength }),
      );
      return;
    }
    setRemarkError(undefined);
    setProblem(null);
    setPending(true);
    try {
      await actions.appeal({
        orderId: order.orderId,
        reason: p2pAppealReason.members[reason],
        remark: checked.data,
        proofs: proofs ?? [],
      });
      void notifySuccess(t('appeal.opened'));
      onClose();
    } catch (error) {
      setProblem(isApiError(error) ? errorMessage(error) : t('common:http.unexpected'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={t('actions.appeal')}
      centered
      data-testid="p2p-appeal-dialog"
    >
      <Stack gap="md">
        <Select
          label={t('appeal.reason')}
          data={pickable.map((r) => ({ value: r, label: t(`appealReason.${r}`) }))}
          value={reason}
          onChange={(v) => v && setReason(v as (typeof pickable)[number])}
          allowDeselect={false}
          data-testid="p2p-appeal-reason"
        />
        <Textarea
          label={t('appeal.remark')}
          description={t('appeal.remarkRule', {
            min: appealRules.remarkMinLength,
            max: appealRules.remarkMaxLength,
          })}
          value={remark}
          onChange={(e) => setRemark(e.currentTarget.value)}
          maxLength={appealRules.remarkMaxLength}
          autosize
          minRows={3}
          error={remarkError}
          data-testid="p2p-appeal-remark"
        />
        <ImagePicker
          label={t('appeal.proofs')}
          max={appealRules.proofImagesMax}
          onChange={setProofs}
          testId="p2p-appeal-proofs"
        />
        {problem && (
          <Alert color="red" icon={<AlertIcon />} data-testid="p2p-appeal-error">
            {problem}
          </Alert>
        )}
        <Group grow>
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            color="orange"
            loading={pending}
            disabled={proofs === null}
            onClick={() => void submit()}
            data-testid="p2p-appeal-submit"
          >
            {t('appeal.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

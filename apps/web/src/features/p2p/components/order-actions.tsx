import {
  type P2pOrder,
  p2pAwaitingPayment,
  p2pAwaitingReceipt,
  p2pOrderStatus,
  p2pRoles,
} from '@coffer/contract/p2p';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AlertIcon } from '../../../components/icons';
import { useConfirmAction } from '../../../domain/forms/confirm-action';
import { formatAmount } from '../../../domain/money/format-amount';
import { FundPinInput } from '../../../domain/money/fund-pin-input';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { useOrderActions } from '../api/p2p';
import { AppealDialog } from './appeal-dialog';
import { ImagePicker } from './image-picker';
import { MutualCancel } from './mutual-cancel';

const s = p2pOrderStatus.members;

/** A dialog's form: its content, the server's refusal, and keep / confirm. */
function ActionModal({
  opened,
  title,
  onClose,
  onConfirm,
  confirmLabel,
  disabled,
  children,
  testId,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
  confirmLabel: string;
  disabled?: boolean;
  children: React.ReactNode;
  testId: string;
}) {
  const { t } = useTranslation(['p2p', 'common']);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    setPending(true);
    setProblem(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setProblem(isApiError(error) ? errorMessage(error) : t('common:http.unexpected'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal opened={opened} onClose={() => !pending && onClose()} title={title} centered data-testid={testId}>
      <Stack gap="md">
        {children}
        {problem && (
          <Alert color="red" icon={<AlertIcon />} data-testid={`${testId}-error`}>
            {problem}
          </Alert>
        )}
        <Group grow>
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            onClick={() => void confirm()}
            loading={pending}
            disabled={disabled}
            data-testid={`${testId}-submit`}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The buttons of the caller's turn: the payer marks paid (a user with vouchers ≤ 3), the seller
 * releases (a user with the fund PIN, the dealer after a confirm dialog), a buyer cancels before
 * paying (confirm dialog), either party proposes or answers a mutual cancel before payment, and
 * either party appeals once payment is marked.
 */
export function OrderActions({ order }: { order: P2pOrder }) {
  const { t } = useTranslation(['p2p', 'common']);
  const actions = useOrderActions();
  const confirm = useConfirmAction();
  const [dialog, setDialog] = useState<'paid' | 'receipt' | 'appeal' | null>(null);
  const [vouchers, setVouchers] = useState<string[] | null>([]);
  const [pin, setPin] = useState('');
  const roles = p2pRoles(order.side);
  const iPay = roles.payer === order.role;
  const iRelease = roles.seller === order.role;
  const total = `${formatAmount(order.total, { decimals: 2 })} ${order.fiat}`;
  const quantity = `${order.quantity} ${order.coin}`;
  const facts = [
    { label: t('order.number'), value: order.orderId },
    { label: t('order.quantity'), value: quantity },
    { label: t('order.total'), value: total },
  ];
  const frozen = order.appealOpen;
  const canPay = iPay && p2pAwaitingPayment(order.status) && !frozen;
  // The seller's release stays open during an appeal: a cooperative release closes it.
  const canRelease = iRelease && p2pAwaitingReceipt(order.status);
  const canCancel = order.role === 'user' && order.status === s.awaitingUserPayment && !frozen;
  const canAppeal = p2pAwaitingReceipt(order.status) && !frozen;
  const canCancelByAgreement = p2pAwaitingPayment(order.status) && !frozen;
  if (!canPay && !canRelease && !canCancel && !canAppeal && !canCancelByAgreement) return null;

  const pay = () =>
    order.role === 'user'
      ? setDialog('paid')
      : confirm.ask({
          title: t('actions.markPaid'),
          body: t('actions.markPaidBody', { total }),
          facts,
          confirmLabel: t('actions.markPaid'),
          danger: false,
          run: () => actions.dealerMarkPaid(order.orderId),
          done: t('actions.markedPaid'),
        });
  const release = () =>
    order.role === 'user'
      ? setDialog('receipt')
      : confirm.ask({
          title: t('actions.release'),
          body: t('actions.releaseBody', { total, quantity }),
          facts,
          confirmLabel: t('actions.release'),
          run: () => actions.dealerRelease(order.orderId),
          done: t('actions.released'),
        });
  const cancel = () =>
    confirm.ask({
      title: t('actions.cancel'),
      body: t('actions.cancelBody'),
      facts,
      confirmLabel: t('actions.cancel'),
      run: () => actions.cancel(order.orderId),
      done: t('actions.cancelled'),
    });

  return (
    <>
      <Group gap="sm" wrap="wrap" data-testid="p2p-actions">
        {canPay && (
          <Button color="teal" onClick={pay} data-testid="p2p-mark-paid">
            {t('actions.markPaid')}
          </Button>
        )}
        {canRelease && (
          <Button color="teal" onClick={release} data-testid="p2p-release">
            {t('actions.release')}
          </Button>
        )}
        {canCancel && (
          <Button variant="default" onClick={cancel} data-testid="p2p-cancel">
            {t('actions.cancel')}
          </Button>
        )}
        {canAppeal && (
          <Button variant="light" color="orange" onClick={() => setDialog('appeal')} data-testid="p2p-appeal">
            {t('actions.appeal')}
          </Button>
        )}
      </Group>
      {canCancelByAgreement && <MutualCancel order={order} confirm={confirm} />}
      {confirm.dialog}
      <ActionModal
        opened={dialog === 'paid'}
        title={t('actions.markPaid')}
        onClose={() => setDialog(null)}
        confirmLabel={t('actions.markPaid')}
        disabled={vouchers === null}
        onConfirm={async () => {
          await actions.markPaid(order.orderId, vouchers ?? []);
          void notifySuccess(t('actions.markedPaid'));
        }}
        testId="p2p-paid-dialog"
      >
        <Text size="sm">{t('actions.markPaidBody', { total })}</Text>
        <ImagePicker label={t('actions.vouchers')} max={3} onChange={setVouchers} testId="p2p-vouchers" />
      </ActionModal>
      <ActionModal
        opened={dialog === 'receipt'}
        title={t('actions.release')}
        onClose={() => setDialog(null)}
        confirmLabel={t('actions.release')}
        disabled={pin.length !== 6}
        onConfirm={async () => {
          try {
            await actions.confirmReceipt(order.orderId, pin);
          } catch (error) {
            // A wrong PIN is typed again from empty.
            setPin('');
            throw error;
          }
          void notifySuccess(t('actions.released'));
        }}
        testId="p2p-receipt-dialog"
      >
        <Text size="sm">{t('actions.releaseBody', { total, quantity })}</Text>
        <FundPinInput label={t('actions.fundPin')} value={pin} onChange={setPin} testId="p2p-fund-pin" />
      </ActionModal>
      <AppealDialog order={order} opened={dialog === 'appeal'} onClose={() => setDialog(null)} />
    </>
  );
}

import type { P2pOrder } from '@coffer/contract/p2p';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { useConfirmAction } from '../../../domain/forms/confirm-action';
import { useTranslation } from '../../../lib/react-i18n';
import { useOrderActions } from '../api/p2p';

/**
 * Cancelling by agreement before payment is marked: either party proposes (asked, then confirmed);
 * the other sees the proposal and accepts (confirmed: the escrow goes back to the seller, counted
 * against nobody) or declines. The proposer sees that it waits for the answer.
 */
export function MutualCancel({
  order,
  confirm,
}: {
  order: P2pOrder;
  /** The order actions' one confirm dialog (a page shows one at a time). */
  confirm: ReturnType<typeof useConfirmAction>;
}) {
  const { t } = useTranslation('p2p');
  const actions = useOrderActions();
  const facts = [
    { label: t('order.number'), value: order.orderId },
    { label: t('order.quantity'), value: `${order.quantity} ${order.coin}` },
  ];
  const propose = () =>
    confirm.ask({
      title: t('mutualCancel.propose'),
      body: t('mutualCancel.proposeBody'),
      facts,
      confirmLabel: t('mutualCancel.propose'),
      danger: false,
      run: () => actions.proposeCancel(order.orderId),
      done: t('mutualCancel.proposed'),
    });
  const accept = () =>
    confirm.ask({
      title: t('mutualCancel.accept'),
      body: t('mutualCancel.acceptBody'),
      facts,
      confirmLabel: t('mutualCancel.accept'),
      run: () => actions.answerCancel(order.orderId, true),
      done: t('mutualCancel.accepted'),
    });
  const decline = () =>
    confirm.ask({
      title: t('mutualCancel.decline'),
      body: t('mutualCancel.declineBody'),
      facts,
      confirmLabel: t('mutualCancel.decline'),
      danger: false,
      run: () => actions.answerCancel(order.orderId, false),
      done: t('mutualCancel.declined'),
    });

  const proposedBy = order.cancelProposedBy;
  return (
    <>
      {proposedBy === null && (
        <Group>
          <Button variant="subtle" color="gray" onClick={propose} data-testid="p2p-propose-cancel">
            {t('mutualCancel.propose')}
          </Button>
        </Group>
      )}
      {proposedBy === order.role && (
        <Alert color="gray" data-testid="p2p-cancel-proposed">
          {t('mutualCancel.waiting')}
        </Alert>
      )}
      {proposedBy !== null && proposedBy !== order.role && (
        <Alert color="yellow" data-testid="p2p-cancel-proposal">
          <Stack gap="sm">
            <Text size="sm">{t(`mutualCancel.askedBy.${proposedBy}`)}</Text>
            <Group gap="sm" wrap="wrap">
              <Button color="red" onClick={accept} data-testid="p2p-accept-cancel">
                {t('mutualCancel.accept')}
              </Button>
              <Button variant="default" onClick={decline} data-testid="p2p-decline-cancel">
                {t('mutualCancel.decline')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </>
  );
}

import { Alert, Loader, Modal } from '@mantine/core';
import { useTranslation } from '../../../lib/react-i18n';
import { usePayInInfo } from '../api/cash';
import { PayInDetails } from './pay-in-details';

/** A waiting top-up order's bank details and reference, opened from the orders list. */
export function OrderPayIn({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const { t } = useTranslation('cash');
  const info = usePayInInfo(orderId);
  return (
    <Modal
      opened={orderId !== null}
      onClose={onClose}
      title={t('deposit.orderTitle')}
      centered
      data-testid="cash-order-pay-in"
    >
      {info.isError && <Alert color="red">{t('deposit.failed')}</Alert>}
      {info.isPending && <Loader size="sm" />}
      {info.data && <PayInDetails info={info.data} />}
    </Modal>
  );
}

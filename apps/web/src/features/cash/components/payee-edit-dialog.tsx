import { Alert, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../lib/react-i18n';
import { type Payee, useChannelForm } from '../api/cash';
import { PayeeDetails } from './payee-form';

/**
 * The form of a saved payee, pre-filled, drawn from its channel's descriptor as adding it was. The
 * currency and payment route stay: another route is another account, added as a new payee.
 */
function PayeeEditForm({ payee, onClose }: { payee: Payee; onClose: () => void }) {
  const { t } = useTranslation('cash');
  const descriptor = useChannelForm(payee.currency, payee.channel);
  return (
    <Stack gap="md">
      <Text size="sm" data-testid="cash-payee-edit-route">
        {`${payee.currency} · ${t(`channel.${payee.channel}`)}`}
      </Text>
      <Text size="xs" c="dimmed">
        {t('payee.editRouteFixed')}
      </Text>
      {descriptor.isError && <Alert color="red">{t('payee.formFailed')}</Alert>}
      {descriptor.isPending && <Loader size="sm" aria-label={t('payee.formLoading')} />}
      {descriptor.data && (
        <PayeeDetails own={payee.own} descriptor={descriptor.data} editing={payee} onSaved={onClose} />
      )}
    </Stack>
  );
}

/** Changing a saved bank account or beneficiary: a dialog (the whole screen on a phone). */
export function PayeeEditDialog({ payee, onClose }: { payee: Payee | null; onClose: () => void }) {
  const { t } = useTranslation('cash');
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={payee !== null}
      onClose={onClose}
      title={payee?.own ? t('payee.editOwnTitle') : t('payee.editTitle')}
      size="xl"
      fullScreen={phone}
      centered
      data-testid="cash-payee-edit-dialog"
    >
      {payee && <PayeeEditForm key={payee.id} payee={payee} onClose={onClose} />}
    </Modal>
  );
}

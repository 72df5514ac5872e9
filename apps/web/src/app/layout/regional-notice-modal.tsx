import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '../../lib/react-i18n';

/** The GB/UK pop-up (spec §4, §8): only its buttons close it. */
export default function RegionalNoticeModal({
  onUnderstand,
  onCancel,
}: {
  onUnderstand: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('regional.title')}
      data-testid="regional-notice"
    >
      <Text>{t('regional.uk.body')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('regional.cancel')}
        </Button>
        <Button onClick={onUnderstand}>{t('regional.understand')}</Button>
      </Group>
    </Modal>
  );
}

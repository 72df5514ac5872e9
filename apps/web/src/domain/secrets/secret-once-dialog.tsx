import { Alert, Button, Checkbox, Modal, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';

// Its Mantine CSS (Modal, Alert, Checkbox) is loaded by the styles list of each screen that uses it.

export interface SecretOnceTexts {
  title: string;
  warningTitle: string;
  warning: string;
  saved: string;
  done: string;
}

/** The dialog's texts from a catalogue section with the keys title, warningTitle, warning, saved and done. */
export const secretOnceTexts = (t: (key: string) => string, section: string): SecretOnceTexts => ({
  title: t(`${section}.title`),
  warningTitle: t(`${section}.warningTitle`),
  warning: t(`${section}.warning`),
  saved: t(`${section}.saved`),
  done: t(`${section}.done`),
});

/**
 * The one time a secret is shown (§9, DESIGN §6): a plain warning, the secret's values (with copy
 * buttons, as `children`) and a "saved" check. It closes only once the user says the secret is
 * saved; after that the page forgets it, and nothing can show it again. Test ids: `<testId>-dialog`,
 * `-warning`, `-saved`, `-done`.
 */
export function SecretOnceDialog({
  opened,
  onDone,
  texts,
  testId,
  children,
}: {
  opened: boolean;
  onDone: () => void;
  texts: SecretOnceTexts;
  testId: string;
  children: ReactNode;
}) {
  const [saved, setSaved] = useState(false);
  const close = () => {
    if (!saved) return;
    setSaved(false);
    onDone();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={texts.title}
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
      data-testid={`${testId}-dialog`}
    >
      {opened && (
        <Stack gap="md">
          <Alert color="red" variant="light" title={texts.warningTitle} data-testid={`${testId}-warning`}>
            {texts.warning}
          </Alert>
          {children}
          <Checkbox
            checked={saved}
            onChange={(event) => setSaved(event.currentTarget.checked)}
            label={texts.saved}
            data-testid={`${testId}-saved`}
          />
          <Button onClick={close} disabled={!saved} data-testid={`${testId}-done`}>
            {texts.done}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}

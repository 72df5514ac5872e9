import { Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../lib/http/api-error';
import { errorMessage } from '../../lib/http/error-handler';
import { notifySuccess } from '../../lib/overlays';
import { useTranslation } from '../../lib/react-i18n';
import { ConfirmDialog, ConfirmForm } from './confirm-dialog';

/** An action that moves money or cannot be undone, as the user is asked to confirm it. */
export interface ConfirmRequest {
  title: string;
  /** What will happen, in a sentence. */
  body: string;
  /** What the user checks before confirming: the amount, the destination, the order. */
  facts?: readonly { label: string; value: ReactNode }[];
  confirmLabel: string;
  /** false: an acceptance (primary colour); true by default: red. */
  danger?: boolean;
  /**
   * The action. Its call should not toast its own error (`notify: false`): a refusal is shown in
   * the dialog, which stays open so the user can read it and cancel or try again.
   */
  run: () => Promise<unknown>;
  /**
   * What the dialog says of a refusal; null when the caller placed it on its form (under a field),
   * and the dialog closes to show it there. By default the catalogue's text of the error.
   */
  onError?: (error: unknown) => string | null;
  /** The message once it is done. */
  done: string;
}

function problemOf(error: unknown, fallback: string) {
  return isApiError(error) ? errorMessage(error) : fallback;
}

function ConfirmActionDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    if (pending) return;
    setProblem(null);
    onClose();
  };
  const confirm = async (r: ConfirmRequest) => {
    setPending(true);
    setProblem(null);
    try {
      await r.run();
      onClose();
      void notifySuccess(r.done);
    } catch (error) {
      const problem = r.onError ? r.onError(error) : problemOf(error, t('http.unexpected'));
      if (problem === null) onClose();
      else setProblem(problem);
    } finally {
      setPending(false);
    }
  };
  return (
    <ConfirmDialog item={request} onClose={close} title={request?.title ?? ''} testId="confirm-action">
      {(r) => (
        <ConfirmForm
          onSubmit={(e) => {
            e.preventDefault();
            void confirm(r);
          }}
          onCancel={close}
          body={r.body}
          problem={problem}
          submitting={pending}
          cancelLabel={t('actions.cancel')}
          confirmLabel={r.confirmLabel}
          confirmTestId="confirm-action-submit"
          danger={r.danger ?? true}
        >
          {r.facts && r.facts.length > 0 && (
            // Each fact's label above its value: an address is long and must be read whole.
            <Stack gap={8} data-testid="confirm-action-facts">
              {r.facts.map((f) => (
                <Stack key={f.label} gap={0}>
                  <Text size="xs" c="dimmed">
                    {f.label}
                  </Text>
                  <Text
                    size="sm"
                    fw={600}
                    component="div"
                    style={{ overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
                  >
                    {f.value}
                  </Text>
                </Stack>
              ))}
            </Stack>
          )}
        </ConfirmForm>
      )}
    </ConfirmDialog>
  );
}

/**
 * Ask first, confirm after (issue 28): `ask` opens a dialog with what the action will do and the
 * facts to check; confirming runs it, and a green message says it is done. Render `dialog` once.
 */
export function useConfirmAction() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  return {
    ask: setRequest,
    dialog: <ConfirmActionDialog request={request} onClose={() => setRequest(null)} />,
  };
}

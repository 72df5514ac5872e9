import './styles';
import { CopyValue } from '../../../../components/copy-value';
import { SecretOnceDialog, secretOnceTexts } from '../../../../domain/secrets/secret-once-dialog';
import { useTranslation } from '../../../../lib/react-i18n';

/**
 * The one time a signing secret is shown (after create or rotate), with a copy button; it closes
 * only once the merchant says it is saved, and the page forgets it.
 */
export function WebhookSecretDialog({ secret, onDone }: { secret: string | null; onDone: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <SecretOnceDialog
      opened={secret !== null}
      onDone={onDone}
      testId="webhook-secret"
      texts={secretOnceTexts(t, 'webhooks.secret')}
    >
      {secret && <CopyValue caption={t('webhooks.secret.label')} value={secret} testId="webhook-secret" />}
    </SecretOnceDialog>
  );
}

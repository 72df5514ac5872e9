import type { MultisigWithdrawal } from '@coffer/contract/multisig';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  FileButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AlertIcon } from '../../../components/icons';
import { QrImage, useQrImage } from '../../../components/qr-code';
import { isApiError } from '../../../lib/http/api-error';
import { useTranslation } from '../../../lib/react-i18n';
import { refreshWallet, submitSignature } from '../api/multisig';
import { problemText } from '../model/problem';
import {
  cleanSignature,
  injectedWallet,
  isSignature,
  readQrFromImage,
  signingDocument,
  signWithInjected,
} from '../model/signing';

const qrSize = 260;

/** The signature QR code: the EIP-712 document to sign, for a phone wallet to scan. */
function DocumentQr({ text, label }: { text: string; label: string }) {
  const { src, failed } = useQrImage(text, qrSize);
  if (failed) return null;
  if (!src) return <Skeleton w={qrSize} h={qrSize} radius="md" />;
  return <QrImage src={src} label={label} size={qrSize} testId="multisig-signing-qr" />;
}

/**
 * Collects one owner's signature of an open proposal: the signature QR code and the document
 * itself (what the owner's wallet shows before signing), then the signature pasted, read from a
 * picture of a QR code (jsQR), or asked of the browser's wallet (eth_signTypedData_v4). The
 * server verifies it; a refusal (not an owner, already signed, closed) is said under the field.
 */
export function SignaturePanel({ withdrawal, owners }: { withdrawal: MultisigWithdrawal; owners: string[] }) {
  const { t, i18n } = useTranslation(['multisig', 'validation']);
  const qc = useQueryClient();
  const document = signingDocument(withdrawal);
  const [signature, setSignature] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'submit' | 'wallet' | 'scan' | null>(null);
  const wallet = injectedWallet();

  const send = async (text: string) => {
    const cleaned = cleanSignature(text);
    setSignature(cleaned);
    if (!isSignature(cleaned)) {
      setProblem(t('sign.malformed'));
      return;
    }
    setProblem(null);
    try {
      await submitSignature({ withdrawalId: withdrawal.id, signature: cleaned });
      setSignature('');
    } catch (error) {
      const key = isApiError(error) ? error.validationErrors?.[0]?.message : undefined;
      setProblem(key && i18n.exists(`validation:${key}`) ? t(`validation:${key}`) : problemText(error));
    } finally {
      await refreshWallet(qc, withdrawal.walletId);
    }
  };
  const run = async (kind: 'submit' | 'wallet' | 'scan', action: () => Promise<void>) => {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };
  const fromWallet = () =>
    run('wallet', async () => {
      if (!wallet) return;
      try {
        await send(await signWithInjected(wallet, withdrawal, owners));
      } catch (error) {
        setProblem(
          error instanceof Error && error.message === 'notOwner'
            ? t('sign.walletNotOwner')
            : t('sign.walletFailed'),
        );
      }
    });
  const fromPicture = (file: File | null) =>
    file &&
    run('scan', async () => {
      const read = await readQrFromImage(file).catch(() => null);
      if (read) await send(read);
      else setProblem(t('sign.noQr'));
    });

  return (
    <Paper withBorder radius="md" p="md" data-testid="multisig-signature-panel">
      <Stack gap="md">
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Stack gap={6} align="center">
            <DocumentQr text={document} label={t('sign.qrLabel', { nonce: withdrawal.nonce })} />
            <Text size="xs" c="dimmed" maw={qrSize} ta="center">
              {t('sign.qrHint')}
            </Text>
          </Stack>
          <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
            <Text size="sm" fw={600}>
              {t('sign.documentTitle')}
            </Text>
            <Code
              block
              style={{ maxHeight: 180, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            >
              {JSON.stringify(withdrawal.typedData.message, null, 2)}
            </Code>
            <CopyButton value={document} timeout={2000}>
              {({ copied, copy }) => (
                <Button
                  variant="default"
                  size="compact-sm"
                  onClick={copy}
                  style={{ alignSelf: 'flex-start' }}
                  data-testid="multisig-document-copy"
                >
                  {copied ? t('sign.copied') : t('sign.copyDocument')}
                </Button>
              )}
            </CopyButton>
            {wallet && (
              <Button
                variant="light"
                onClick={fromWallet}
                loading={busy === 'wallet'}
                data-testid="multisig-sign-wallet"
              >
                {t('sign.withWallet')}
              </Button>
            )}
          </Stack>
        </Group>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void run('submit', () => send(signature));
          }}
          noValidate
        >
          <Stack gap="sm">
            <Textarea
              label={t('sign.signature')}
              description={t('sign.signatureHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={signature}
              onChange={(e) => setSignature(e.currentTarget.value)}
              autosize
              minRows={2}
              spellCheck={false}
              styles={{
                input: { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' },
              }}
              error={problem}
              data-testid="multisig-signature-input"
            />
            <Group gap="sm">
              <Button
                type="submit"
                loading={busy === 'submit'}
                disabled={!signature.trim()}
                data-testid="multisig-signature-submit"
              >
                {t('sign.submit')}
              </Button>
              <FileButton onChange={fromPicture} accept="image/*" capture="environment">
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    loading={busy === 'scan'}
                    data-testid="multisig-signature-scan"
                  >
                    {t('sign.scan')}
                  </Button>
                )}
              </FileButton>
            </Group>
          </Stack>
        </form>
        {!wallet && (
          <Alert color="gray" variant="light" icon={<AlertIcon />}>
            {t('sign.noWallet')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

import './styles';
import { FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { evidenceRules, uploadEvidence } from '../api/upload-evidence';

const maxMb = evidenceRules.maxBytes / (1024 * 1024);

/** Checks a picked file before sending it; the server sniffs its bytes again (never trusts the name). */
export function evidenceProblem(file: File): 'type' | 'size' | null {
  if (file.size === 0 || !(evidenceRules.types as readonly string[]).includes(file.type)) return 'type';
  if (file.size > evidenceRules.maxBytes) return 'size';
  return null;
}

/**
 * One photo of the evidence (the ID document or the selfie): PNG, JPG or BMP up to 5 MB, uploaded
 * as soon as it is picked, then shown for the user to check.
 */
export function EvidenceUpload({
  label,
  hint,
  onUploaded,
  error,
  testId,
}: {
  label: string;
  hint: string;
  onUploaded: (fileId: string) => void;
  error: string | undefined;
  testId: string;
}) {
  const { t } = useTranslation('security-change');
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<'idle' | 'uploading' | 'done'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || state !== 'done') return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file, state]);

  const pick = async (picked: File | null) => {
    setFile(picked);
    setProblem(null);
    setPreview(null);
    onUploaded('');
    if (!picked) {
      setState('idle');
      return;
    }
    const bad = evidenceProblem(picked);
    if (bad) {
      setState('idle');
      setProblem(bad === 'size' ? t('evidence.tooLarge', { mb: maxMb }) : t('evidence.wrongType'));
      return;
    }
    setState('uploading');
    try {
      const result = await uploadEvidence(picked);
      setState('done');
      onUploaded(result.fileId);
    } catch (failure) {
      setState('idle');
      setProblem(isApiError(failure) ? errorMessage(failure) : t('evidence.failed'));
    }
  };

  return (
    <Stack gap={6}>
      <FileInput
        label={label}
        description={`${hint} ${t('evidence.rules', { mb: maxMb })}`}
        placeholder={t('evidence.placeholder')}
        accept={evidenceRules.types.join(',')}
        value={file}
        onChange={(picked) => void pick(picked)}
        clearable
        withAsterisk
        disabled={state === 'uploading'}
        error={problem ?? error}
        data-testid={testId}
      />
      {state === 'uploading' && (
        <Text size="xs" c="dimmed">
          {t('evidence.uploading')}
        </Text>
      )}
      {state === 'done' && (
        <Group gap="sm" data-testid={`${testId}-done`}>
          {preview && (
            <Image
              src={preview}
              alt={t('evidence.previewOf', { what: label })}
              w={120}
              h={80}
              radius="sm"
              fit="cover"
              style={{ border: '1px solid var(--mantine-color-default-border)' }}
            />
          )}
          <Text size="sm" c="teal">
            {t('evidence.uploaded')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/CloseButton.css';
import { constants } from '@coffer/contract';
import { FileInput, Group, Image, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { uploadImage } from '../api/register';

const rules = constants.uploads.merchantCertificate;
const maxMb = rules.maxBytes / (1024 * 1024);

/** Checks a picked file before sending it; the server checks its bytes again (sniffed, not named). */
export function certificateProblem(file: File): 'type' | 'size' | null {
  if (!(rules.types as readonly string[]).includes(file.type)) return 'type';
  if (file.size > rules.maxBytes) return 'size';
  if (file.size === 0) return 'type';
  return null;
}

/**
 * The business registration certificate (JPG or PNG up to 5 MB, required, spec §5), uploaded as
 * soon as it is picked through foundation/FileUpload/ImageUpload; the form keeps the file id.
 */
export function CertificateUpload({
  onUploaded,
  error,
}: {
  onUploaded: (fileId: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('auth');
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
    const bad = certificateProblem(picked);
    if (bad) {
      setState('idle');
      setProblem(
        bad === 'size' ? t('company.certificateTooLarge', { mb: maxMb }) : t('company.certificateType'),
      );
      return;
    }
    setState('uploading');
    try {
      const result = await uploadImage('merchantCertificate', picked);
      setState('done');
      onUploaded(result.fileId);
    } catch (failure) {
      setState('idle');
      setProblem(isApiError(failure) ? errorMessage(failure) : t('company.certificateFailed'));
    }
  };

  return (
    <div>
      <FileInput
        label={t('company.certificate')}
        description={t('company.certificateHint', { mb: maxMb })}
        placeholder={t('company.certificatePlaceholder')}
        accept={rules.types.join(',')}
        value={file}
        onChange={(picked) => void pick(picked)}
        clearable
        withAsterisk
        disabled={state === 'uploading'}
        error={problem ?? error}
        data-testid="certificate-input"
      />
      {state === 'uploading' && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('company.certificateUploading')}
        </Text>
      )}
      {state === 'done' && (
        <Group gap="sm" mt="xs" data-testid="certificate-uploaded">
          {preview && <Image src={preview} alt="" w={56} h={56} radius="sm" fit="cover" />}
          <Text size="sm" c="teal">
            {t('company.certificateUploaded')}
          </Text>
        </Group>
      )}
    </div>
  );
}

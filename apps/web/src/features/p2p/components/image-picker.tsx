import { constants } from '@coffer/contract/common';
import { FileInput, Text } from '@mantine/core';
import { useState } from 'react';
import { imageProblem } from '../../../components/image-upload';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { useTranslation } from '../../../lib/react-i18n';
import { uploadP2pImage } from '../api/p2p';

const rules = constants.uploads.generic;

/**
 * Up to `max` images (transfer vouchers, appeal proofs), checked here and again by the server from
 * their bytes, uploaded as soon as they are picked; the form keeps only their file ids.
 */
export function ImagePicker({
  label,
  max,
  onChange,
  testId,
}: {
  label: string;
  max: number;
  onChange: (fileIds: string[] | null) => void;
  testId: string;
}) {
  const { t } = useTranslation(['p2p', 'common']);
  const [files, setFiles] = useState<File[]>([]);
  const [state, setState] = useState<'idle' | 'uploading' | 'done'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (picked: File[]) => {
    setFiles(picked);
    setProblem(null);
    if (picked.length > max) {
      setProblem(t('images.tooMany', { count: max }));
      onChange(null);
      return;
    }
    const wrong = picked.map((f) => imageProblem(f, rules)).find((p) => p !== null);
    if (wrong) {
      setProblem(wrong === 'type' ? t('images.wrongType') : t('images.tooLarge'));
      onChange(null);
      return;
    }
    if (picked.length === 0) {
      setState('idle');
      onChange([]);
      return;
    }
    setState('uploading');
    // Unusable until every picked image is stored: the caller disables its submit meanwhile.
    onChange(null);
    try {
      const stored = await Promise.all(picked.map((f) => uploadP2pImage(f)));
      setState('done');
      onChange(stored.map((s) => s.fileId));
    } catch (error) {
      setState('idle');
      setProblem(isApiError(error) ? errorMessage(error) : t('images.failed'));
    }
  };

  return (
    <>
      <FileInput
        multiple
        clearable
        label={label}
        description={t('images.hint', { count: max })}
        placeholder={t('images.placeholder')}
        accept={rules.types.join(',')}
        value={files}
        onChange={(picked) => void pick(picked)}
        error={problem}
        disabled={state === 'uploading'}
        data-testid={testId}
      />
      {state !== 'idle' && (
        <Text size="xs" c="dimmed" data-testid={`${testId}-${state}`}>
          {state === 'uploading' ? t('images.uploading') : t('images.uploaded', { count: files.length })}
        </Text>
      )}
    </>
  );
}

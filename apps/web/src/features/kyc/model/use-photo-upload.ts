import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { useTranslation } from '../../../lib/react-i18n';
import { uploadKycPhoto } from '../api/upload-photo';
import { photoMaxMb, photoProblem } from './photo-rules';

export type PhotoUploadState =
  | { step: 'empty' }
  | { step: 'uploading'; progress: number }
  | { step: 'done' }
  | { step: 'failed'; message: string };

/** The server's answer in the reader's words: its type and size refusals say what the form says. */
function uploadFailureText(failure: unknown, t: TFunction<'kyc'>): string {
  if (!isApiError(failure)) return t('photo.failed');
  if (failure.httpStatus === 413) return t('photo.tooLarge', { mb: photoMaxMb });
  if (failure.errorName === 'invalidInput') return t('photo.wrongType');
  return errorMessage(failure);
}

/**
 * One photo's upload: a picked file is checked here (type by its bytes, size), previewed at once,
 * then uploaded with its progress; a new pick or a removal aborts the upload under way.
 */
export function usePhotoUpload({
  fileId,
  onChange,
  onBusyChange,
}: {
  fileId: string;
  onChange: (fileId: string) => void;
  onBusyChange?: ((busy: boolean) => void) | undefined;
}) {
  const { t } = useTranslation('kyc');
  const upload = useRef<AbortController | null>(null);
  const [state, setState] = useState<PhotoUploadState>(fileId ? { step: 'done' } : { step: 'empty' });
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => upload.current?.abort(), []);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const setBusy = (busy: boolean) => onBusyChange?.(busy);

  const send = async (file: File) => {
    setPreview(URL.createObjectURL(file));
    setState({ step: 'uploading', progress: 0 });
    setBusy(true);
    const controller = new AbortController();
    upload.current = controller;
    try {
      const result = await uploadKycPhoto(file, {
        signal: controller.signal,
        onProgress: (fraction) => setState({ step: 'uploading', progress: Math.round(fraction * 100) }),
      });
      setState({ step: 'done' });
      onChange(result.fileId);
    } catch (failure) {
      setState({ step: 'failed', message: uploadFailureText(failure, t) });
    } finally {
      if (upload.current === controller) upload.current = null;
      setBusy(false);
    }
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    upload.current?.abort();
    onChange('');
    const problem = await photoProblem(file);
    if (!problem) return send(file);
    setPreview(null);
    setState({
      step: 'failed',
      message: problem === 'size' ? t('photo.tooLarge', { mb: photoMaxMb }) : t('photo.wrongType'),
    });
  };

  const remove = () => {
    upload.current?.abort();
    setPreview(null);
    setState({ step: 'empty' });
    setBusy(false);
    onChange('');
  };

  return { state, preview, pick, remove };
}

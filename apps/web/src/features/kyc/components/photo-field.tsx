import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { uploadKycPhoto } from '../api/upload-photo';
import { photoAccept, photoMaxMb, photoProblem } from '../model/photo-rules';
import classes from './kyc.module.css';

type State =
  | { step: 'empty' }
  | { step: 'uploading'; progress: number }
  | { step: 'done' }
  | { step: 'failed'; message: string };

export interface PhotoFieldProps {
  /** The slot's name in the page's test ids (`front`, `back`, `selfie`, `businessLicence`). */
  slot: string;
  label: string;
  description: string;
  /** The uploaded file's id, as the form holds it ('' when none). */
  fileId: string;
  /** A picture of a photo uploaded earlier (a resubmission shows the last round's photos). */
  existingUrl?: string | null;
  onChange: (fileId: string) => void;
  onBusyChange?: (busy: boolean) => void;
  /** The form's message for this photo (required, duplicate, refused by the server). */
  error?: string;
}

/**
 * One photo of the verification: chosen or dropped, checked here (type by its bytes, size), shown
 * at once, then uploaded with a progress bar (foundation/FileUpload/ImageUpload, purpose kycPhoto).
 * The form keeps only the id the server answers.
 */
export function PhotoField({
  slot,
  label,
  description,
  fileId,
  existingUrl,
  onChange,
  onBusyChange,
  error,
}: PhotoFieldProps) {
  const { t } = useTranslation('kyc');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [state, setState] = useState<State>(fileId ? { step: 'done' } : { step: 'empty' });
  const [preview, setPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => () => upload.current?.abort(), []);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const setBusy = (busy: boolean) => onBusyChange?.(busy);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    upload.current?.abort();
    onChange('');
    const problem = await photoProblem(file);
    if (problem) {
      setPreview(null);
      setState({
        step: 'failed',
        message: problem === 'size' ? t('photo.tooLarge', { mb: photoMaxMb }) : t('photo.wrongType'),
      });
      return;
    }
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

  const remove = () => {
    upload.current?.abort();
    setPreview(null);
    setState({ step: 'empty' });
    setBusy(false);
    onChange('');
  };

  const onDrop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setDragging(false);
    void pick(event.dataTransfer.files[0]);
  };

  const shown = preview ?? (fileId && state.step === 'done' ? existingUrl : null) ?? null;
  const message = state.step === 'failed' ? state.message : error;
  return (
    <fieldset
      className={classes.photo}
      aria-label={label}
      data-dragging={dragging || undefined}
      data-invalid={message ? true : undefined}
      data-testid={`photo-${slot}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Stack gap={8}>
        <div>
          <Text component="label" htmlFor={inputId} size="sm" fw={500}>
            {label}{' '}
            <Text span c="red" aria-hidden="true">
              *
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        </div>
        <button
          type="button"
          className={classes.thumb}
          onClick={() => input.current?.click()}
          aria-label={t('photo.choose')}
          style={{ border: 0, padding: 0 }}
        >
          {shown ? (
            <img src={shown} alt={label} data-testid={`photo-${slot}-preview`} />
          ) : (
            <Text size="xs" ta="center" px="sm">
              {t('photo.dropHere')}
            </Text>
          )}
        </button>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={photoAccept}
          className={classes.hiddenInput}
          tabIndex={-1}
          data-testid={`photo-${slot}-input`}
          onChange={(event) => {
            void pick(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
        {state.step === 'uploading' && (
          <div>
            <Progress value={state.progress} size="sm" animated aria-label={t('photo.uploading')} />
            <Text size="xs" c="dimmed" mt={4} data-testid={`photo-${slot}-progress`}>
              {t('photo.uploadingPercent', { percent: state.progress })}
            </Text>
          </div>
        )}
        {state.step === 'done' && fileId && (
          <Text size="xs" c="teal" data-testid={`photo-${slot}-done`}>
            {t('photo.uploaded')}
          </Text>
        )}
        {message && (
          <Text size="xs" c="red" role="alert" data-testid={`photo-${slot}-error`}>
            {message}
          </Text>
        )}
        <Group gap="xs">
          <Button size="compact-sm" variant="light" onClick={() => input.current?.click()}>
            {fileId || preview ? t('photo.replace') : t('photo.choose')}
          </Button>
          {(fileId || state.step !== 'empty') && (
            <Button size="compact-sm" variant="subtle" color="gray" onClick={remove}>
              {t('photo.remove')}
            </Button>
          )}
        </Group>
      </Stack>
    </fieldset>
  );
}

/** The server's answer in the reader's words: its type and size refusals say what the form says. */
function uploadFailureText(failure: unknown, t: TFunction<'kyc'>): string {
  if (!isApiError(failure)) return t('photo.failed');
  if (failure.httpStatus === 413) return t('photo.tooLarge', { mb: photoMaxMb });
  if (failure.errorName === 'invalidInput') return t('photo.wrongType');
  return errorMessage(failure);
}

import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/react-i18n';
import { photoAccept } from '../model/photo-rules';
import { type PhotoUploadState, usePhotoUpload } from '../model/use-photo-upload';
import classes from './kyc.module.css';

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

/** The fieldset as a drop target: a file dropped on it is picked like a chosen one. */
function useDropZone(pick: (file: File | undefined) => void) {
  const [dragging, setDragging] = useState(false);
  const dropHandlers = {
    onDragOver: (event: DragEvent<HTMLFieldSetElement>) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragLeave: () => setDragging(false),
    onDrop: (event: DragEvent<HTMLFieldSetElement>) => {
      event.preventDefault();
      setDragging(false);
      void pick(event.dataTransfer.files[0]);
    },
  };
  return { dragging, dropHandlers };
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
  const { state, preview, pick, remove } = usePhotoUpload({ fileId, onChange, onBusyChange });
  const { dragging, dropHandlers } = useDropZone(pick);

  const shown = preview ?? (fileId && state.step === 'done' ? existingUrl : null) ?? null;
  const message = state.step === 'failed' ? state.message : error;
  return (
    <fieldset
      className={classes.photo}
      aria-label={label}
      data-dragging={dragging || undefined}
      data-invalid={message ? true : undefined}
      data-testid={`photo-${slot}`}
      {...dropHandlers}
    >
      <Stack gap={8}>
        <PhotoLabel htmlFor={inputId} label={label} description={description} />
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
        <PhotoStatus slot={slot} state={state} uploaded={Boolean(fileId)} message={message} />
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

/** The upload's progress, its success, or the message for this photo. */
function PhotoStatus({
  slot,
  state,
  uploaded,
  message,
}: {
  slot: string;
  state: PhotoUploadState;
  uploaded: boolean;
  message: string | undefined;
}) {
  const { t } = useTranslation('kyc');
  return (
    <>
      {state.step === 'uploading' && (
        <div>
          <Progress value={state.progress} size="sm" animated aria-label={t('photo.uploading')} />
          <Text size="xs" c="dimmed" mt={4} data-testid={`photo-${slot}-progress`}>
            {t('photo.uploadingPercent', { percent: state.progress })}
          </Text>
        </div>
      )}
      {state.step === 'done' && uploaded && (
        <Text size="xs" c="teal" data-testid={`photo-${slot}-done`}>
          {t('photo.uploaded')}
        </Text>
      )}
      {message && (
        <Text size="xs" c="red" role="alert" data-testid={`photo-${slot}-error`}>
          {message}
        </Text>
      )}
    </>
  );
}

/** The photo's name, marked required, over what it must show. */
function PhotoLabel({
  htmlFor,
  label,
  description,
}: {
  htmlFor: string;
  label: string;
  description: string;
}) {
  return (
    <div>
      <Text component="label" htmlFor={htmlFor} size="sm" fw={500}>
        {label}{' '}
        <Text span c="red" aria-hidden="true">
          *
        </Text>
      </Text>
      <Text size="xs" c="dimmed">
        {description}
      </Text>
    </div>
  );
}

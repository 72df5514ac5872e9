// Mantine CSS of the components used here, in Mantine's dependency order (DESIGN §2: per component).
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Image.css';
import { FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { isApiError } from '../lib/http/api-error';
import { errorMessage } from '../lib/http/error-handler';

/** What an upload purpose accepts (`constants.uploads.<purpose>` in the contract). */
export interface ImageRules {
  types: readonly string[];
  maxBytes: number;
}

export const maxMegabytes = (rules: ImageRules) => rules.maxBytes / (1024 * 1024);

/** Checks a picked file before sending it; the server sniffs its bytes again (never trusts the name). */
export function imageProblem(file: File, rules: ImageRules): 'type' | 'size' | null {
  if (file.size === 0 || !rules.types.includes(file.type)) return 'type';
  if (file.size > rules.maxBytes) return 'size';
  return null;
}

/** The words around the picker, in the feature's own namespace. */
export interface ImageUploadTexts {
  label: string;
  description: string;
  placeholder: string;
  wrongType: string;
  tooLarge: string;
  /** Shown when the upload fails without an answer from the server. */
  failed: string;
  uploading: string;
  uploaded: string;
  previewAlt: string;
}

/**
 * One required image, uploaded as soon as it is picked (foundation/FileUpload/ImageUpload), then
 * shown small for the user to check; the form keeps only the file id ('' while there is none).
 */
export function ImageUpload({
  rules,
  upload,
  onUploaded,
  error,
  texts,
  preview: previewSize,
  testId,
  doneTestId = `${testId}-done`,
}: {
  rules: ImageRules;
  upload: (file: File) => Promise<{ fileId: string }>;
  onUploaded: (fileId: string) => void;
  error: string | undefined;
  texts: ImageUploadTexts;
  preview: { w: number; h: number };
  testId: string;
  doneTestId?: string;
}) {
  const { file, state, problem, preview, pick } = usePickedImage(rules, upload, onUploaded, texts);

  return (
    <Stack gap={6}>
      <FileInput
        label={texts.label}
        description={texts.description}
        placeholder={texts.placeholder}
        accept={rules.types.join(',')}
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
          {texts.uploading}
        </Text>
      )}
      {state === 'done' && (
        <Group gap="sm" data-testid={doneTestId}>
          {preview && (
            <Image
              src={preview}
              alt={texts.previewAlt}
              w={previewSize.w}
              h={previewSize.h}
              radius="sm"
              fit="cover"
              style={{ border: '1px solid var(--mantine-color-default-border)' }}
            />
          )}
          <Text size="sm" c="teal">
            {texts.uploaded}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/**
 * The picked file and its upload: checked against the rules first, then uploaded at once; the
 * preview exists only once the upload is done (and its object URL is freed with it).
 */
function usePickedImage(
  rules: ImageRules,
  upload: (file: File) => Promise<{ fileId: string }>,
  onUploaded: (fileId: string) => void,
  texts: ImageUploadTexts,
) {
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
    const bad = imageProblem(picked, rules);
    if (bad) {
      setState('idle');
      setProblem(bad === 'size' ? texts.tooLarge : texts.wrongType);
      return;
    }
    setState('uploading');
    try {
      const result = await upload(picked);
      setState('done');
      onUploaded(result.fileId);
    } catch (failure) {
      setState('idle');
      setProblem(isApiError(failure) ? errorMessage(failure) : texts.failed);
    }
  };
  return { file, state, problem, preview, pick };
}

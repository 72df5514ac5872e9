import '@mantine/core/styles/Badge.css';
import type { GlobalAccountChannel, GlobalAttachment } from '@coffer/contract/global-account';
import { ActionIcon, Alert, Anchor, Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import { TrashIcon } from '../../../components/icons';
import { hostUrls } from '../../../config/hosts';
import { acceptOf, type DocumentFileRule, maxMegabytesOf } from '../../../domain/files/document-files';
import { useTranslation } from '../../../lib/react-i18n';
import { useDeleteDocument } from '../api/global-account';
import { useDocumentUpload } from '../model/use-document-upload';

export interface DocumentFieldRule extends DocumentFileRule {
  key: string;
  required: boolean;
}

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/** One uploaded file: its type and size, a link to see it, and (while editable) its removal. */
function UploadedFile({
  file,
  editable,
  index,
}: {
  file: GlobalAttachment;
  editable: boolean;
  index: number;
}) {
  const { t } = useTranslation('global-account');
  const remove = useDeleteDocument();
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" data-testid={`global-doc-file-${file.fieldKey}`}>
      <Anchor href={`${hostUrls.base}${file.url}`} target="_blank" rel="noreferrer" size="sm">
        {t('documents.fileName', {
          n: index + 1,
          type: file.contentType.replace('image/', '').toUpperCase(),
        })}
      </Anchor>
      <Group gap={6} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {kilobytes(file.size)}
        </Text>
        {editable && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            loading={remove.isPending}
            onClick={() => remove.mutate(file.id)}
            aria-label={t('documents.remove')}
            data-testid={`global-doc-remove-${file.fieldKey}`}
          >
            <TrashIcon size={14} />
          </ActionIcon>
        )}
      </Group>
    </Group>
  );
}

/**
 * One document of the application (as the channel's form describes it): what it is, which files it
 * takes (type, size, how many), the files uploaded so far, and adding one while `editable`.
 */
export function DocumentField({
  channel,
  rule,
  files,
  editable,
  missing,
}: {
  channel: GlobalAccountChannel;
  rule: DocumentFieldRule;
  files: readonly GlobalAttachment[];
  editable: boolean;
  /** The application was refused for this document having no file. */
  missing: boolean;
}) {
  const { t } = useTranslation('global-account');
  const input = useRef<HTMLInputElement>(null);
  const { pick, progress, problem } = useDocumentUpload(channel, rule.key, rule);
  const types = rule.types.map((type) => type.replace('image/', '').toUpperCase()).join(', ');
  return (
    <Paper withBorder radius="md" p="md" data-testid={`global-doc-${rule.key}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600} size="sm">
            {t(`documents.field.${rule.key}`, { defaultValue: rule.key })}
          </Text>
          <Badge variant="light" color={rule.required ? 'blue' : 'gray'} tt="none" radius="sm">
            {rule.required ? t('documents.required') : t('documents.optional')}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t(`documents.hint.${rule.key}`, { defaultValue: '' })}{' '}
          {t('documents.rule', { types, mb: maxMegabytesOf(rule), max: rule.maxFiles, count: rule.maxFiles })}
        </Text>
        {files.map((file, i) => (
          <UploadedFile key={file.id} file={file} editable={editable} index={i} />
        ))}
        {progress !== null && <Progress value={progress} size="sm" aria-label={t('documents.uploading')} />}
        {(problem || (missing && files.length === 0)) && (
          <Alert color="red" p="xs" data-testid={`global-doc-problem-${rule.key}`}>
            <Text size="xs">{problem ?? t('documents.missing')}</Text>
          </Alert>
        )}
        {editable && files.length < rule.maxFiles && (
          <>
            <input
              ref={input}
              type="file"
              accept={acceptOf(rule)}
              multiple={rule.maxFiles - files.length > 1}
              hidden
              onChange={(e) => {
                const picked = [...(e.currentTarget.files ?? [])];
                e.currentTarget.value = '';
                void pick(picked, files.length);
              }}
              data-testid={`global-doc-input-${rule.key}`}
            />
            <Button
              variant="light"
              size="compact-sm"
              w="fit-content"
              loading={progress !== null}
              onClick={() => input.current?.click()}
            >
              {files.length ? t('documents.addAnother') : t('documents.add')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}

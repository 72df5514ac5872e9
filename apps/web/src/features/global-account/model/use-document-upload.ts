import type { GlobalAccountChannel } from '@coffer/contract/global-account';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type DocumentFileRule,
  documentFileProblem,
  maxMegabytesOf,
} from '../../../domain/files/document-files';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { useTranslation } from '../../../lib/react-i18n';
import { globalKeys, uploadDocument } from '../api/global-account';

/**
 * The upload of one document field's files: each picked file checked here as the server checks it
 * (count, size, type by its bytes), then sent with its progress; the field's list is read again
 * after each. `problem` is the last refusal in the user's words.
 */
export function useDocumentUpload(channel: GlobalAccountChannel, fieldKey: string, rule: DocumentFileRule) {
  const { t } = useTranslation('global-account');
  const qc = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const words = (kind: 'type' | 'size' | 'count') =>
    ({
      type: t('documents.wrongType'),
      size: t('documents.tooLarge', { mb: maxMegabytesOf(rule) }),
      count: t('documents.tooMany', { max: rule.maxFiles }),
    })[kind];

  /** The server's refusal in the form's words where it has them. */
  const refusal = (failure: unknown) => {
    if (!isApiError(failure)) return t('documents.failed');
    if (failure.httpStatus === 413) return words('size');
    if (failure.errorName === 'tooManyFiles') return words('count');
    if (failure.errorName === 'invalidInput') return words('type');
    return errorMessage(failure);
  };

  const pick = async (files: readonly File[], uploaded: number) => {
    setProblem(null);
    let count = uploaded;
    for (const file of files) {
      const local = await documentFileProblem(file, rule, count);
      if (local) return setProblem(words(local));
      setProgress(0);
      try {
        await uploadDocument({ channel, fieldKey }, { blob: file, name: file.name }, (f) =>
          setProgress(Math.round(f * 100)),
        );
        count += 1;
      } catch (failure) {
        setProblem(refusal(failure));
        return;
      } finally {
        setProgress(null);
        await qc.invalidateQueries({ queryKey: globalKeys.attachments });
      }
    }
  };
  return { pick, progress, problem };
}

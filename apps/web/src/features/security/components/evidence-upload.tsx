import './change-styles';
import { ImageUpload, maxMegabytes } from '../../../components/image-upload';
import { useTranslation } from '../../../lib/react-i18n';
import { evidenceRules, uploadEvidence } from '../api/upload-evidence';

const maxMb = maxMegabytes(evidenceRules);

/** One photo of the evidence (the ID document or the selfie): PNG, JPG or BMP up to 5 MB. */
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
  const { t } = useTranslation('security');
  return (
    <ImageUpload
      rules={evidenceRules}
      upload={uploadEvidence}
      onUploaded={onUploaded}
      error={error}
      texts={{
        label,
        description: `${hint} ${t('evidence.rules', { mb: maxMb })}`,
        placeholder: t('evidence.placeholder'),
        wrongType: t('evidence.wrongType'),
        tooLarge: t('evidence.tooLarge', { mb: maxMb }),
        failed: t('evidence.failed'),
        uploading: t('evidence.uploading'),
        uploaded: t('evidence.uploaded'),
        previewAlt: t('evidence.previewOf', { what: label }),
      }}
      preview={{ w: 120, h: 80 }}
      testId={testId}
    />
  );
}

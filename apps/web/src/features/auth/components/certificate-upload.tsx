import { constants } from '@coffer/contract/common';
import { ImageUpload, maxMegabytes } from '../../../components/image-upload';
import { useTranslation } from '../../../lib/react-i18n';
import { uploadImage } from '../api/register';

const rules = constants.uploads.merchantCertificate;
const maxMb = maxMegabytes(rules);

/** The business registration certificate (JPG or PNG up to 5 MB, required, spec §5). */
export function CertificateUpload({
  onUploaded,
  error,
}: {
  onUploaded: (fileId: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('auth');
  return (
    <ImageUpload
      rules={rules}
      upload={(file) => uploadImage('merchantCertificate', file)}
      onUploaded={onUploaded}
      error={error}
      texts={{
        label: t('company.certificate'),
        description: t('company.certificateHint', { mb: maxMb }),
        placeholder: t('company.certificatePlaceholder'),
        wrongType: t('company.certificateType'),
        tooLarge: t('company.certificateTooLarge', { mb: maxMb }),
        failed: t('company.certificateFailed'),
        uploading: t('company.certificateUploading'),
        uploaded: t('company.certificateUploaded'),
        previewAlt: '',
      }}
      preview={{ w: 56, h: 56 }}
      testId="certificate-input"
      doneTestId="certificate-uploaded"
    />
  );
}

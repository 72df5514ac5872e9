import { StatusPage } from '../../../components/status-page';
import { paths } from '../../../config/paths';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useTranslation } from '../../../lib/react-i18n';

/**
 * What a signed-in account that is not a merchant's meets on every /merchant page: the back office
 * is for merchant accounts, and a merchant account is registered on its own (a separate sign-in).
 */
export function MerchantOnly() {
  const { t } = useTranslation('merchant');
  usePageMeta(t('only.title'), t('only.body'));
  return (
    <StatusPage
      testId="merchant-only"
      title={t('only.title')}
      body={t('only.body')}
      actions={[
        { label: t('only.register'), to: paths.user.register.href('merchant') },
        { label: t('only.back'), to: paths.assets.root.href() },
      ]}
    />
  );
}

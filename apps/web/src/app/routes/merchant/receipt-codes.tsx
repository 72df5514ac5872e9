import { accountType, isMerchantAccountType } from '@coffer/contract/auth';
import { Alert } from '@mantine/core';
import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import { receiptCodesQueryOptions } from '../../../features/payments/receipt-codes/api/receipt-codes';
import { ReceiptCodesSection } from '../../../features/payments/receipt-codes/components/receipt-codes-section';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useTranslation } from '../../../lib/react-i18n';
import { sessionStore, useSession } from '../../../lib/session/session-store';
import { signedInLoader } from '../signed-in-loader';

const typeOf = (s: ReturnType<typeof sessionStore.get>) => s.user?.accountType ?? s.accountType;
const isMerchant = (type: number | null | undefined) => type != null && isMerchantAccountType(type);

// Only a merchant's (or till's) codes are fetched: anyone else would be refused (403).
export const loader = signedInLoader(['payments', 'merchant'], (queryClient) =>
  isMerchant(typeOf(sessionStore.get())) ? [queryClient.prefetchQuery(receiptCodesQueryOptions())] : [],
);

/** /merchant/receiptcode: the counter QR codes (spec §7 ReceivePayment/CreateMerchantsReceiptCode). */
export default function MerchantReceiptCodesRoute() {
  const { t } = useTranslation('payments');
  const type = typeOf(useSession());
  usePageMeta(t('codes.title'), t('codes.description'));
  return (
    <MerchantFrame
      title={t('codes.title')}
      description={t('codes.description')}
      testId="page-merchant-receiptcode"
    >
      {isMerchant(type) ? (
        <ReceiptCodesSection canChooseTill={type === accountType.members.merchant} />
      ) : (
        <Alert color="yellow">{t('codes.merchantOnly')}</Alert>
      )}
    </MerchantFrame>
  );
}

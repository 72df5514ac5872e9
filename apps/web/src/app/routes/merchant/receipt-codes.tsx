import { accountType } from '@coffer/contract/auth';
import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import { receiptCodesQueryOptions } from '../../../features/payments/receipt-codes/api/receipt-codes';
import { ReceiptCodesSection } from '../../../features/payments/receipt-codes/components/receipt-codes-section';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useTranslation } from '../../../lib/react-i18n';
import { useSession } from '../../../lib/session/session-store';
import { prefetching, signedInLoader } from '../signed-in-loader';

// Behind the merchant gate (merchant-gate.tsx): only a merchant (or a till) reaches this loader.
export const loader = signedInLoader(['payments', 'merchant'], prefetching(receiptCodesQueryOptions()));

/** /merchant/receiptcode: the counter QR codes (spec §7 ReceivePayment/CreateMerchantsReceiptCode). */
export default function MerchantReceiptCodesRoute() {
  const { t } = useTranslation('payments');
  const session = useSession();
  const type = session.user?.accountType ?? session.accountType;
  usePageMeta(t('codes.title'), t('codes.description'));
  return (
    <MerchantFrame
      title={t('codes.title')}
      description={t('codes.description')}
      testId="page-merchant-receiptcode"
    >
      <ReceiptCodesSection canChooseTill={type === accountType.members.merchant} />
    </MerchantFrame>
  );
}

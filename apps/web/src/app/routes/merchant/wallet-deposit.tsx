import { cloudWallet } from '../../../domain/money/money-wallet';
import { depositPrefetch, RechargeScreen } from '../deposits/recharge';
import { cloudMoneyScreen } from './cloud-screen';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(['merchant', 'deposits', 'money'], depositPrefetch(cloudWallet));

/** /merchant/deposit: the cloud wallet's own deposit address (merchant host) and its deposits. */
export default cloudMoneyScreen('deposit', 'page-cloud-deposit', RechargeScreen);

import { cloudWallet } from '../../../domain/money/money-wallet';
import { WithdrawScreen, withdrawPrefetch } from '../withdrawals/withdraw';
import { cloudMoneyScreen } from './cloud-screen';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(['merchant', 'withdrawals', 'money'], withdrawPrefetch(cloudWallet));

/** /merchant/withdraw: the user withdraw screen, paid from the cloud wallet (merchant host). */
export default cloudMoneyScreen('withdraw', 'page-cloud-withdraw', WithdrawScreen);

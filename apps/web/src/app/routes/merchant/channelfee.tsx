import { channelFeesQueryOptions } from '../../../features/merchant/api/merchant';
import { ChannelFees } from '../../../features/merchant/components/channel-fees';
import { merchantScreen } from '../../../features/merchant/components/merchant-frame';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['merchant', 'money'], prefetching(channelFeesQueryOptions()));

export default merchantScreen('fee', 'page-merchant-channelfee', ChannelFees);

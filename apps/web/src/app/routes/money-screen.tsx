import type { CoinConfig } from '@coffer/contract/assets';
import type { ComponentType, ReactNode } from 'react';
import type { ScreenFrameProps } from '../../components/page-frame';
import { AssetsPage } from '../../domain/money/assets-page';
import { useLiveAssets } from '../../features/assets/api/use-live-assets';
import { PageLoader } from '../layout/root-layout';

/** The words and frame of a money screen: the spot page's, or the merchant's cloud wallet page's. */
export type MoneyScreenProps = Omit<ScreenFrameProps, 'children' | 'actions'> & {
  frame?: ComponentType<ScreenFrameProps>;
};

/**
 * A deposit or withdraw screen's frame: a loader until the coin list is in, then the screen made
 * from it; the balances stay live meanwhile.
 */
export function MoneyScreenFrame({
  frame: Frame = AssetsPage,
  coinList,
  children,
  ...words
}: MoneyScreenProps & {
  coinList: CoinConfig[] | undefined;
  children: (coinList: CoinConfig[]) => ReactNode;
}) {
  useLiveAssets();
  return <Frame {...words}>{coinList ? children(coinList) : <PageLoader />}</Frame>;
}

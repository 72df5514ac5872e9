import type { ComponentType, ReactNode } from 'react';
import { cloudWallet, MoneyWalletProvider } from '../../../domain/money/money-wallet';
import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import { useTranslation } from '../../../lib/react-i18n';
import type { MoneyScreenProps } from '../money-screen';

type MerchantKey = keyof typeof import('../../../features/merchant/locales/en.json');
type WalletPrefix<K> = K extends `wallet.${infer P}Title`
  ? `wallet.${P}Description` extends MerchantKey
    ? P
    : never
  : never;
/** A cloud wallet screen's words: `p` whose `wallet.<p>Title` and `wallet.<p>Description` both exist. */
type CloudWords = WalletPrefix<MerchantKey>;

/**
 * A screen of the merchant's cloud wallet: the cloud wallet for every money piece inside, and the
 * screen's frame (the merchant one) and words, handed to `children` to lay out.
 */
export function CloudScreen({
  words,
  testId,
  children,
}: {
  words: CloudWords;
  testId: string;
  children: (screen: MoneyScreenProps & { frame: typeof MerchantFrame }) => ReactNode;
}) {
  const { t } = useTranslation('merchant');
  return (
    <MoneyWalletProvider value={cloudWallet}>
      {children({
        title: t(`wallet.${words}Title`),
        description: t(`wallet.${words}Description`),
        testId,
        frame: MerchantFrame,
      })}
    </MoneyWalletProvider>
  );
}

/** The route component of a cloud wallet screen that is a money screen (deposit, withdraw) as it is. */
export const cloudMoneyScreen = (
  words: CloudWords,
  testId: string,
  Screen: ComponentType<MoneyScreenProps>,
) =>
  function CloudMoneyScreenRoute() {
    return (
      <CloudScreen words={words} testId={testId}>
        {(screen) => <Screen {...screen} />}
      </CloudScreen>
    );
  };

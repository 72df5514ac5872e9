import { type WalletType, walletType } from '@coffer/contract/assets';
import type { Host } from '@coffer/contract/common';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * Which wallet the deposit and withdraw pieces work on, and the host that serves it: the spot
 * wallet on the base host (every user, merchants too), or a merchant's cloud wallet on the
 * merchant host (spec §6: there the same calls "mirror the user ones" on the cloud wallet).
 */
export interface MoneyWallet {
  host: Host;
  wallet: WalletType;
}

export const spotWallet: MoneyWallet = { host: 'base', wallet: walletType.members.spot };
export const cloudWallet: MoneyWallet = { host: 'merchant', wallet: walletType.members.cloud };

const MoneyWalletContext = createContext<MoneyWallet>(spotWallet);

/** The pages of the merchant's cloud wallet wrap the deposit and withdraw pieces in this. */
export function MoneyWalletProvider({ value, children }: { value: MoneyWallet; children: ReactNode }) {
  return <MoneyWalletContext.Provider value={value}>{children}</MoneyWalletContext.Provider>;
}

export const useMoneyWallet = () => useContext(MoneyWalletContext);

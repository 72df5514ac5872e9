/**
 * The EIP-712 message every owner signs to approve a multisig withdrawal: written once here, so
 * the server verifies exactly what the page shows and the phone wallet signs. Plain data (no
 * library): the server verifies with viem, a browser wallet signs it with eth_signTypedData_v4.
 *
 * Replay protection as in Safe: the domain names Coffer and a chain id, and the message carries
 * the wallet, its nonce and an expiry, so a signature never approves another wallet's withdrawal,
 * another nonce of the same wallet, or one past its expiry.
 */
export const multisigDomain = { name: 'Coffer Multisig', version: '1', chainId: 1 } as const;

export const multisigWithdrawalTypes = {
  MultisigWithdrawal: [
    { name: 'wallet', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'coin', type: 'string' },
    { name: 'network', type: 'string' },
    { name: 'to', type: 'string' },
    { name: 'amount', type: 'string' },
    { name: 'expiry', type: 'uint256' },
  ],
} as const;

/** What a withdrawal proposal commits to; `expiry` in Unix seconds, `amount` the exact decimal text. */
export interface MultisigWithdrawalMessage {
  wallet: number;
  nonce: number;
  coin: string;
  network: string;
  to: string;
  amount: string;
  expiry: number;
}

/** The full typed-data document of a proposal, as signers receive it (page, QR code, API). */
export const multisigTypedData = (message: MultisigWithdrawalMessage) => ({
  domain: multisigDomain,
  types: multisigWithdrawalTypes,
  primaryType: 'MultisigWithdrawal' as const,
  message,
});

/** eth_signTypedData_v4 wants the domain's own type listed too (viem adds it by itself). */
export const eip712DomainType = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
] as const;

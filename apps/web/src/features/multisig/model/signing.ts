import { eip712DomainType, type MultisigWithdrawal, signatureSchema } from '@coffer/contract/multisig';

/**
 * The document an owner's wallet signs, as eth_signTypedData_v4 takes it: the proposal's typed
 * data (from the server, so the page shows exactly what is verified) with the domain's own type
 * listed, which that method needs. The same text is the signature QR code a phone wallet scans.
 */
export function signingDocument(w: Pick<MultisigWithdrawal, 'typedData'>): string {
  const { domain, types, primaryType, message } = w.typedData;
  return JSON.stringify({
    types: { EIP712Domain: eip712DomainType, ...types },
    domain,
    primaryType,
    message,
  });
}

/** A pasted or scanned signature without its surrounding blanks, `0x` added when a wallet left it off. */
export function cleanSignature(text: string): string {
  const trimmed = text.trim();
  return /^[0-9a-fA-F]{130}$/.test(trimmed) ? `0x${trimmed}` : trimmed;
}

/** Whether the text is a 65-byte signature at all (the server then checks whose it is). */
export const isSignature = (text: string) => signatureSchema.safeParse(text).success;

/** An EIP-1193 provider a browser wallet injects (MetaMask, Rabby, a phone wallet's browser). */
interface InjectedProvider {
  request: (args: { method: string; params?: unknown[] }) => Promise<unknown>;
}

export function injectedWallet(): InjectedProvider | null {
  if (typeof window === 'undefined') return null;
  const provider = (window as { ethereum?: Partial<InjectedProvider> }).ethereum;
  return typeof provider?.request === 'function' ? (provider as InjectedProvider) : null;
}

/**
 * Signs the proposal with the browser wallet's account that is one of the owners: asks the wallet
 * for its accounts, picks an owner among them (addresses compared without case), signs with it.
 * Rejects with `notOwner` when none of the wallet's accounts is an owner.
 */
export async function signWithInjected(
  provider: InjectedProvider,
  w: Pick<MultisigWithdrawal, 'typedData'>,
  owners: readonly string[],
): Promise<string> {
  const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
  const lower = new Set(owners.map((o) => o.toLowerCase()));
  const account = accounts.find((a) => lower.has(a.toLowerCase()));
  if (!account) throw new Error('notOwner');
  const signature = await provider.request({
    method: 'eth_signTypedData_v4',
    params: [account, signingDocument(w)],
  });
  return cleanSignature(String(signature));
}

/**
 * Reads the QR code in a picture (a phone wallet's signature shown on its screen, photographed
 * or captured): the picture drawn on a canvas, its pixels given to jsQR. Null when there is none.
 * jsQR loads only when a picture is scanned.
 */
export async function readQrFromImage(file: Blob): Promise<string | null> {
  const [{ default: jsQR }, bitmap] = await Promise.all([import('jsqr'), createImageBitmap(file)]);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0);
  const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height);
  return jsQR(pixels.data, pixels.width, pixels.height)?.data ?? null;
}

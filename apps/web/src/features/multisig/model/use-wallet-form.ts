import { constants } from '@coffer/contract/common';
import { type MultisigWalletView, multisigEndpoints, multisigWalletSchema } from '@coffer/contract/multisig';
import { useForm } from 'react-hook-form';
import { useProblemSubmit } from '../../../domain/forms/use-problem-submit';
import { contractResolver } from '../../../lib/forms';
import { useCreateWallet } from '../api/multisig';

const { minSignatures, signingAddressesMax } = constants.multisig;

export interface WalletFormValues {
  name: string;
  /** What the number field holds: a number, or '' while it is empty. */
  minSignatures: number | string;
  signingAddresses: string[];
}

export const walletFormDefaults = (): WalletFormValues => ({
  name: '',
  minSignatures,
  signingAddresses: ['', ''],
});

const toInput = (v: WalletFormValues) => ({
  name: v.name,
  minSignatures: v.minSignatures === '' ? Number.NaN : Number(v.minSignatures),
  signingAddresses: v.signingAddresses,
});

/**
 * The contract's §5 rules, then each address's EIP-55 checksum when its letters are mixed case
 * (viem's check, the server's too): a mistyped address is caught before the wallet is made.
 * viem loads with the first check, not with the page.
 */
async function walletSchema() {
  const { isAddress } = await import('viem');
  return multisigWalletSchema.superRefine((wallet, ctx) => {
    wallet.signingAddresses.forEach((address, i) => {
      if (!isAddress(address, { strict: true }))
        ctx.addIssue({ code: 'custom', message: 'multisig.invalidAddress', path: ['signingAddresses', i] });
    });
  });
}

const fields = ['name', 'minSignatures', 'signingAddresses', ...addressFields()];
function addressFields() {
  return Array.from({ length: signingAddressesMax }, (_, i) => `signingAddresses.${i}`);
}

/**
 * The add-wallet form: name, minimum signatures and the owners' signing addresses, checked by the
 * contract's schema here and again by the server, whose refusals land under the same fields.
 */
export function useWalletForm(onCreated: (wallet: MultisigWalletView) => void) {
  const create = useCreateWallet().mutateAsync;
  const form = useForm<WalletFormValues, unknown, ReturnType<typeof toInput>>({
    resolver: contractResolver(walletSchema, toInput),
    defaultValues: walletFormDefaults(),
  });
  const owners = form.watch('signingAddresses');
  const addOwner = () => {
    if (owners.length < signingAddressesMax) form.setValue('signingAddresses', [...owners, '']);
  };
  const removeOwner = (index: number) => {
    form.setValue(
      'signingAddresses',
      owners.filter((_, i) => i !== index),
      { shouldValidate: form.formState.isSubmitted },
    );
  };
  const submitting = useProblemSubmit(
    form,
    fields,
    { endpoint: multisigEndpoints.createWallet },
    async (input) => {
      const wallet = await create(input);
      form.reset(walletFormDefaults());
      onCreated(wallet);
    },
  );
  return { ...submitting, owners, addOwner, removeOwner, canAddOwner: owners.length < signingAddressesMax };
}

import { errors } from '@coffer/contract/common';
import {
  type MultisigWithdrawal,
  multisigEndpointSchemas,
  multisigEndpoints,
} from '@coffer/contract/multisig';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { newRequestId } from '../../../domain/money/request-id';
import { contractResolver } from '../../../lib/forms';
import { isApiError } from '../../../lib/http/api-error';
import { proposeWithdrawal, refreshWallet } from '../api/multisig';
import { problemText } from './problem';

export interface ProposeValues {
  /** `COIN/NETWORK`, one of the wallet's enabled pairs. */
  pair: string;
  address: string;
  amount: string;
}

const splitPair = (pair: string) => {
  const [coin = '', network = ''] = pair.split('/');
  return { coin, network };
};

const fields = ['pair', 'address', 'amount'];
type ParsedProposal = { coin: string; network: string; address: string; amount: string };
const isPending = (error: unknown) =>
  isApiError(error) && error.code === errors.previousMultisigWithdrawalPending.code;

/**
 * The withdrawal proposal: the form is checked with the endpoint's own input schema, then asks
 * for confirmation (what leaves, to where, the fee) before it proposes; the proposal answers
 * the typed message the owners sign. 50009 (another withdrawal still open) is the form's message,
 * in full, not a field's.
 */
export function useProposeForm(
  walletId: number,
  firstPair: string,
  onProposed: (w: MultisigWithdrawal) => void,
) {
  const qc = useQueryClient();
  const form = useForm<ProposeValues, unknown, ParsedProposal>({
    resolver: contractResolver(
      () => multisigEndpointSchemas.propose.input,
      (v) => ({ walletId, ...splitPair(v.pair), address: v.address, amount: v.amount }),
    ),
    defaultValues: { pair: firstPair, address: '', amount: '' },
  });
  /** The checked values waiting for the reader's confirmation, with the key a retry sends again. */
  const [asking, setAsking] = useState<(ParsedProposal & { requestId: string }) | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmProblem, setConfirmProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const review = form.handleSubmit((values) => {
    setProblem(null);
    setConfirmProblem(null);
    setAsking({
      coin: values.coin,
      network: values.network,
      address: values.address,
      amount: values.amount,
      requestId: newRequestId(),
    });
  });

  const confirm = async () => {
    if (!asking) return;
    setSending(true);
    setConfirmProblem(null);
    try {
      const proposal = await proposeWithdrawal({ walletId, ...asking });
      await refreshWallet(qc, walletId);
      setAsking(null);
      form.reset({ pair: `${asking.coin}/${asking.network}`, address: '', amount: '' });
      onProposed(proposal);
    } catch (error) {
      if (isPending(error)) {
        setAsking(null);
        setProblem(problemText(error));
        await refreshWallet(qc, walletId);
        return;
      }
      const left = placeServerErrors(error, form.setError, fields, {
        endpoint: multisigEndpoints.propose,
        rename: { coin: 'pair', network: 'pair' },
      });
      if (left === null) setAsking(null);
      else setConfirmProblem(left);
    } finally {
      setSending(false);
    }
  };

  return {
    form,
    review,
    asking,
    cancel: () => setAsking(null),
    confirm,
    sending,
    problem,
    confirmProblem,
  };
}

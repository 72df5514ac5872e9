import { cashEndpoints } from '@coffer/contract/cash';
import { constants, errors } from '@coffer/contract/common';
import {
  type GlobalAccountCurrency,
  type GlobalMoveProblem,
  type GlobalServiceFee,
  globalAccountCurrencies,
  globalMoveProblem,
  globalServiceType,
} from '@coffer/contract/global-account';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { decimalOf } from '../../../domain/money/amount-text';
import { formatAmount } from '../../../domain/money/format-amount';
import { newRequestId } from '../../../domain/money/request-id';
import { isApiError } from '../../../lib/http/api-error';
import { endpointQuery } from '../../../lib/http/endpoint-query';
import { errorMessage } from '../../../lib/http/error-handler';
import { useTranslation } from '../../../lib/react-i18n';
import { globalKeys, quoteServiceFee, useGlobalBalances } from '../api/global-account';

export type MoveDirection = 'toGlobal' | 'toCash';

/** A move the form checked and quoted, waiting for the user's confirmation. */
export interface PendingMove {
  direction: MoveDirection;
  currency: GlobalAccountCurrency;
  quote: GlobalServiceFee;
  requestId: string;
}

const serviceOf = (d: MoveDirection) =>
  d === 'toGlobal' ? globalServiceType.members.fiatToGlobal : globalServiceType.members.globalToFiat;

/** The cash account's balances (the cash area's own query key, so both screens share one cache entry). */
const cashBalancesQuery = () => endpointQuery(['cash', 'balances'], cashEndpoints.getCashAssets, {});

/**
 * The state of a move between the cash account and the global account: direction, currency,
 * amount checked with the contract's rule against the source's available balance, and the exact
 * fee the server quotes (CalculateServiceFee, asked again as the amount settles), which the
 * confirmation shows and the move sends back (a fee that changed meanwhile is refused: 60701).
 */
export function useGlobalMove(currency: GlobalAccountCurrency) {
  const { t } = useTranslation('global-account');
  const [direction, setDirection] = useState<MoveDirection>('toGlobal');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const requestId = useRef(newRequestId());
  const cash = useQuery(cashBalancesQuery());
  const global = useGlobalBalances();
  const source = direction === 'toGlobal' ? cash.data : global.data;
  const available = source?.find((b) => b.currency === currency)?.available;
  const rule = globalAccountCurrencies[currency];
  const money = (v: string) => `${formatAmount(v, { decimals: rule.decimals })} ${currency}`;

  const value = decimalOf(amount);
  const local: GlobalMoveProblem | 'amount' | undefined =
    !value || value.lte(0)
      ? 'amount'
      : globalMoveProblem(currency, serviceOf(direction), value.toFixed(), available);
  const [settled] = useDebouncedValue(local ? null : (value?.toFixed() ?? null), constants.debounceMs);
  const quote = useQuery({
    queryKey: [...globalKeys.all, 'quote', currency, direction, settled],
    queryFn: ({ signal }) =>
      quoteServiceFee({ currency, serviceType: serviceOf(direction), amount: settled ?? '0' }, signal),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });
  const current =
    quote.data && settled !== null && quote.data.amount === value?.toFixed() ? quote.data : undefined;

  const words = (p: GlobalMoveProblem | 'amount') =>
    ({
      amount: t('move.errors.amount'),
      tooManyDecimals: t('move.errors.decimals', { n: rule.decimals }),
      belowMin: t('move.errors.belowMin', { amount: money(rule.moveMin) }),
      belowFee: t('move.errors.belowFee'),
      insufficient: t('move.errors.insufficient'),
    })[p];

  const review = () => {
    setProblem(null);
    if (local) return setProblem(words(local));
    if (!current) return setProblem(t('move.errors.noQuote'));
    setPending({ direction, currency, quote: current, requestId: requestId.current });
  };

  /** A refusal of the confirmed move: a changed fee is quoted again and said; the rest in words. */
  const refused = (failure: unknown): string => {
    if (isApiError(failure) && failure.code === errors.globalFeeChanged.code) {
      void quote.refetch();
      return t('move.errors.feeChanged');
    }
    if (isApiError(failure) && failure.code === errors.belowSingleMinimum.code) return words('belowMin');
    if (isApiError(failure) && failure.code === errors.transferBelowFee.code) return words('belowFee');
    if (
      isApiError(failure) &&
      (failure.code === errors.insufficientFiatBalance.code ||
        failure.code === errors.insufficientBalance.code)
    )
      return words('insufficient');
    return isApiError(failure) ? errorMessage(failure) : t('move.errors.unexpected');
  };

  const done = () => {
    requestId.current = newRequestId();
    setAmount('');
    setPending(null);
  };

  return {
    direction,
    setDirection: (d: MoveDirection) => {
      setDirection(d);
      setProblem(null);
    },
    amount,
    setAmount: (a: string) => {
      setAmount(a);
      setProblem(null);
    },
    available,
    rule,
    money,
    quote: current,
    quoting: settled !== null && quote.isFetching,
    problem: problem ?? (amount && local && local !== 'amount' ? words(local) : null),
    pending,
    review,
    cancel: () => setPending(null),
    refused,
    done,
    fillMax: available === undefined ? undefined : () => setAmount(available),
  };
}

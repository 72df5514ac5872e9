import type { CardQuote } from '@coffer/contract/card';
import { useState } from 'react';
import { ApiError } from '../../../lib/http/api-error';
import { priceMovedCode, requestCardQuote, sendCardPayment } from '../api/card';

/** A new client key per payment attempt: a retry of the same attempt reuses it (the server answers once). */
const newRequestId = () => crypto.randomUUID();

/**
 * The card purchase form's state: the choice, the quote shown (with its breakdown), and paying it.
 * 70001 (the card notice, shown by the shell's dialog) marks the notice as read, so the next Pay
 * sends `noticeAccepted`; 60501 replaces the quote by the fresh one the server gave, to confirm.
 */
export function useCardBuy(initial: { coin: string; fiatCurrency: string }) {
  const [coin, setCoin] = useState(initial.coin);
  const [fiatCurrency, setFiatCurrency] = useState(initial.fiatCurrency);
  const [fiatAmount, setFiatAmount] = useState('100');
  const [quote, setQuote] = useState<CardQuote | null>(null);
  const [problem, setProblem] = useState<ApiError | null>(null);
  const [noticeRead, setNoticeRead] = useState(false);
  const [moved, setMoved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [requestId, setRequestId] = useState(newRequestId);

  const reset = () => {
    setQuote(null);
    setMoved(false);
    setProblem(null);
  };
  async function getQuote() {
    setBusy(true);
    reset();
    try {
      setQuote(await requestCardQuote({ coin, fiatCurrency, fiatAmount }));
      setRequestId(newRequestId());
    } catch (error) {
      if (error instanceof ApiError) setProblem(error);
      else throw error;
    } finally {
      setBusy(false);
    }
  }
  async function pay() {
    if (!quote) return;
    setBusy(true);
    try {
      const started = await sendCardPayment({
        quoteId: quote.quoteId,
        requestId,
        noticeAccepted: noticeRead,
      });
      window.location.assign(started.paymentUrl);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.errorName === 'creditCardNotice') setNoticeRead(true);
      else if (error.code === priceMovedCode) {
        const d = error.data as Record<string, string>;
        setQuote({
          ...quote,
          quoteId: d.quoteId ?? quote.quoteId,
          rate: d.rate ?? quote.rate,
          fee: d.fee ?? quote.fee,
          cryptoAmount: d.cryptoAmount ?? quote.cryptoAmount,
          expiresAt: d.expiresAt ?? quote.expiresAt,
        });
        setMoved(true);
        setRequestId(newRequestId());
      } else setProblem(error);
    } finally {
      setBusy(false);
    }
  }
  const choose = (change: () => void) => {
    change();
    reset();
  };
  return {
    coin,
    fiatCurrency,
    fiatAmount,
    setCoin: (v: string) => choose(() => setCoin(v)),
    setFiatCurrency: (v: string) => choose(() => setFiatCurrency(v)),
    setFiatAmount: (v: string) => choose(() => setFiatAmount(v)),
    quote,
    problem,
    noticeRead,
    moved,
    busy,
    getQuote,
    pay,
    expire: () => setQuote(null),
  };
}
export type CardBuy = ReturnType<typeof useCardBuy>;

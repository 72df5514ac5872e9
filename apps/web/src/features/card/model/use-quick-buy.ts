import type { CardQuote } from '@coffer/contract/card';
import { useState } from 'react';
import { ApiError } from '../../../lib/http/api-error';
import { initQuickBuy, verifyQuickBuy } from '../api/card';

/** The quick buy's state: a fixed amount's quote under a token, then the fund PIN and the processor's page. */
export function useQuickBuy() {
  const [fiatAmount, setFiatAmount] = useState('100');
  const [started, setStarted] = useState<{ token: string; quote: CardQuote } | null>(null);
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<ApiError | null>(null);
  const [noticeRead, setNoticeRead] = useState(false);
  const [busy, setBusy] = useState(false);

  async function run(step: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await step();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.errorName === 'creditCardNotice') setNoticeRead(true);
      else setProblem(error);
    } finally {
      setBusy(false);
    }
  }
  return {
    fiatAmount,
    setFiatAmount: (v: string) => {
      setFiatAmount(v);
      setStarted(null);
    },
    started,
    pin,
    setPin,
    problem,
    noticeRead,
    busy,
    start: () =>
      run(async () => setStarted(await initQuickBuy({ coin: 'USDT', fiatCurrency: 'USD', fiatAmount }))),
    confirm: () =>
      run(async () => {
        if (!started) return;
        const paying = await verifyQuickBuy({
          token: started.token,
          fundPin: pin,
          noticeAccepted: noticeRead,
        });
        window.location.assign(paying.paymentUrl);
      }),
  };
}

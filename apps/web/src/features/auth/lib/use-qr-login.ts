import { qrLoginStatus, type TokenSession } from '@coffer/contract/auth';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { useCountdown } from '../../../hooks/use-countdown';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { useTranslation } from '../../../lib/react-i18n';
import { generateQrLogin, pollQrLogin } from '../api/qr-login';

const { pending, scanned, confirmed, expired, completed } = qrLoginStatus.members;

export interface QrTicket {
  ticket: string;
  pollSecret: string;
  pollIntervalMs: number;
  image: string;
}

export type QrPhase =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'showing'; status: number }
  | { kind: 'signingIn' };

/** A new ticket drawn as a QR image, its countdown started; a newer call cancels an older one. */
function useQrTicket() {
  const { t } = useTranslation('auth');
  const [ticket, setTicket] = useState<QrTicket | null>(null);
  const [phase, setPhase] = useState<QrPhase>({ kind: 'loading' });
  const countdown = useCountdown();
  const generation = useRef<AbortController | null>(null);

  const generate = useCallback(async () => {
    generation.current?.abort();
    const controller = new AbortController();
    generation.current = controller;
    setPhase({ kind: 'loading' });
    setTicket(null);
    try {
      const answer = await generateQrLogin(controller.signal);
      const qr = await import('qrcode');
      const image = await qr.toDataURL(answer.qrCode, { margin: 1, width: 198, errorCorrectionLevel: 'M' });
      if (controller.signal.aborted) return;
      setTicket({
        ticket: answer.ticket,
        pollSecret: answer.pollSecret,
        pollIntervalMs: answer.pollIntervalMs,
        image,
      });
      countdown.start(answer.expireInSeconds);
      setPhase({ kind: 'showing', status: pending });
    } catch (error) {
      if (controller.signal.aborted) return;
      setPhase({ kind: 'failed', message: isApiError(error) ? errorMessage(error) : t('qr.failed') });
    }
  }, [countdown.start, t]);

  useEffect(() => {
    void generate();
    return () => generation.current?.abort();
  }, [generate]);

  return { ticket, phase, setPhase, countdown, generate };
}

/** Poll while the code is open: one request at a time, the server's interval apart. */
function useQrPolling({
  ticket,
  status,
  polling,
  setPhase,
  onSignedIn,
}: {
  ticket: QrTicket | null;
  status: number | null;
  polling: boolean;
  setPhase: Dispatch<SetStateAction<QrPhase>>;
  onSignedIn: (tokens: TokenSession) => Promise<void>;
}) {
  const { t } = useTranslation('auth');
  // Each finished poll bumps it, which schedules the next one.
  const [polls, setPolls] = useState(0);
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `polls` changing is what schedules the next poll.
  useEffect(() => {
    if (!ticket || !polling) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const answer = await pollQrLogin(
          { ticket: ticket.ticket, pollSecret: ticket.pollSecret },
          controller.signal,
        );
        if (answer.status === completed && answer.session) {
          setPhase({ kind: 'signingIn' });
          try {
            await signedIn.current(answer.session);
          } catch {
            setPhase({ kind: 'failed', message: t('common:http.unexpected') });
          }
          return;
        }
        // Handed over already (another tab of this page?): this code is spent.
        setPhase({ kind: 'showing', status: answer.status === completed ? expired : answer.status });
      } catch (error) {
        // A ticket the server no longer knows is as good as expired; a network blip just polls again.
        const gone = isApiError(error) && error.kind === 'business';
        setPhase({ kind: 'showing', status: gone ? expired : (status ?? pending) });
      }
      setPolls((n) => n + 1);
    }, ticket.pollIntervalMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ticket, polling, status, polls, t, setPhase]);
}

/**
 * QR sign-in's state: the ticket and its countdown, the phase, and the polling that runs while
 * the code is open and not timed out.
 */
export function useQrLogin(onSignedIn: (tokens: TokenSession) => Promise<void>) {
  const { ticket, phase, setPhase, countdown, generate } = useQrTicket();
  const status = phase.kind === 'showing' ? phase.status : null;
  const open = status === pending || status === scanned || status === confirmed;
  const timedOut = open && !countdown.running;
  useQrPolling({ ticket, status, polling: open && !timedOut, setPhase, onSignedIn });
  return { ticket, phase, status, timedOut, secondsLeft: countdown.secondsLeft, generate };
}

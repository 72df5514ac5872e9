import { qrLoginStatus, type TokenSession } from '@coffer/contract/auth';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../../hooks/use-countdown';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { generateQrLogin, pollQrLogin } from '../api/qr-login';
import classes from './auth.module.css';

const { pending, scanned, confirmed, rejected, expired, completed } = qrLoginStatus.members;

interface Ticket {
  ticket: string;
  pollSecret: string;
  pollIntervalMs: number;
  image: string;
}

type Phase =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'showing'; status: number }
  | { kind: 'signingIn' };

/**
 * QR-code sign-in (docs/areas/auth.md "QR sign-in"): draws the ticket, counts down to its expiry, and polls
 * until a signed-in client (the app) confirms; then hands the session to `onSignedIn`. An expired
 * or refused code offers a new one. Loaded only when its tab opens, with the QR library.
 */
export default function QrLogin({ onSignedIn }: { onSignedIn: (tokens: TokenSession) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const countdown = useCountdown();
  const generation = useRef<AbortController | null>(null);
  // Each finished poll bumps it, which schedules the next one.
  const [polls, setPolls] = useState(0);
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

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

  const status = phase.kind === 'showing' ? phase.status : null;
  const open = status === pending || status === scanned || status === confirmed;
  const timedOut = open && !countdown.running;

  // Poll while the code is open: one request at a time, the server's interval apart.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `polls` changing is what schedules the next poll.
  useEffect(() => {
    if (!ticket || !open || timedOut) return;
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
  }, [ticket, open, timedOut, status, polls, t]);

  if (phase.kind === 'loading' || phase.kind === 'signingIn')
    return (
      <Center h={300} data-testid="qr-login" data-status={phase.kind}>
        <Loader aria-label={phase.kind === 'loading' ? t('qr.loading') : t('qr.signingIn')} />
      </Center>
    );
  if (phase.kind === 'failed')
    return (
      <Stack align="center" gap="md" py="xl" data-testid="qr-login" data-status="failed">
        <Text c="red" ta="center" role="alert">
          {phase.message}
        </Text>
        <Button variant="light" onClick={() => void generate()}>
          {t('qr.refresh')}
        </Button>
      </Stack>
    );

  const over = status === expired || status === rejected || timedOut;
  const minutes = Math.floor(countdown.secondsLeft / 60);
  const seconds = String(countdown.secondsLeft % 60).padStart(2, '0');
  return (
    <Stack
      align="center"
      gap="md"
      py="sm"
      data-testid="qr-login"
      data-status={over ? 'expired' : String(status)}
    >
      <div className={classes.qrFrame}>
        {ticket && (
          <img src={ticket.image} alt={t('qr.alt')} width={198} height={198} data-testid="qr-code" />
        )}
        {over && (
          <div className={classes.qrOverlay} data-testid="qr-expired">
            <Text fw={600}>{status === rejected ? t('qr.rejected') : t('qr.expired')}</Text>
            <Button size="xs" onClick={() => void generate()} data-testid="qr-refresh">
              {t('qr.refresh')}
            </Button>
          </div>
        )}
      </div>
      <Stack gap={4} align="center" ta="center" maw={320}>
        <Text fw={600}>{status === scanned ? t('qr.scanned') : t('qr.title')}</Text>
        <Text size="sm" c="dimmed">
          {status === scanned ? t('qr.confirmInApp') : t('qr.hint')}
        </Text>
        {!over && (
          <Text size="xs" c="dimmed" data-testid="qr-countdown">
            {t('qr.expiresIn', { time: `${minutes}:${seconds}` })}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

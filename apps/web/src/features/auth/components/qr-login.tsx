import { qrLoginStatus, type TokenSession } from '@coffer/contract/auth';
import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/react-i18n';
import { type QrTicket, useQrLogin } from '../lib/use-qr-login';
import classes from './auth.module.css';

const { scanned, expired, rejected } = qrLoginStatus.members;

/** The code, covered once it is over by why and a way to a new one. */
function QrImage({
  ticket,
  over,
  status,
  onRefresh,
}: {
  ticket: QrTicket | null;
  over: boolean;
  status: number | null;
  onRefresh: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <div className={classes.qrFrame}>
      {ticket && <img src={ticket.image} alt={t('qr.alt')} width={198} height={198} data-testid="qr-code" />}
      {over && (
        <div className={classes.qrOverlay} data-testid="qr-expired">
          <Text fw={600}>{status === rejected ? t('qr.rejected') : t('qr.expired')}</Text>
          <Button size="xs" onClick={onRefresh} data-testid="qr-refresh">
            {t('qr.refresh')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** What to do with the code (or, once scanned, in the app), and the time it has left. */
function QrHint({
  status,
  over,
  secondsLeft,
}: {
  status: number | null;
  over: boolean;
  secondsLeft: number;
}) {
  const { t } = useTranslation('auth');
  const minutes = Math.floor(secondsLeft / 60);
  const seconds = String(secondsLeft % 60).padStart(2, '0');
  return (
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
  );
}

/**
 * QR-code sign-in (docs/areas/auth.md "QR sign-in"): draws the ticket, counts down to its expiry, and polls
 * until a signed-in client (the app) confirms; then hands the session to `onSignedIn`. An expired
 * or refused code offers a new one. Loaded only when its tab opens, with the QR library.
 */
export default function QrLogin({ onSignedIn }: { onSignedIn: (tokens: TokenSession) => Promise<void> }) {
  const { t } = useTranslation('auth');
  const { ticket, phase, status, timedOut, secondsLeft, generate } = useQrLogin(onSignedIn);
  const refresh = () => void generate();

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
        <Button variant="light" onClick={refresh}>
          {t('qr.refresh')}
        </Button>
      </Stack>
    );

  const over = status === expired || status === rejected || timedOut;
  return (
    <Stack
      align="center"
      gap="md"
      py="sm"
      data-testid="qr-login"
      data-status={over ? 'expired' : String(status)}
    >
      <QrImage ticket={ticket} over={over} status={status} onRefresh={refresh} />
      <QrHint status={status} over={over} secondsLeft={secondsLeft} />
    </Stack>
  );
}

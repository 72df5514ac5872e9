import type { Messenger } from '../../adapters/messaging/messenger';
import type { PriceAdapter } from '../../adapters/prices/prices';
import type { Db } from '../../db/client';
import type { Job } from '../../jobs';
import type { Ledger } from '../../ledger/ledger';
import type { CoinsRepo } from '../assets/assets.module';
import type { KycGuard } from '../kyc/kyc.module';
import type { FundPinGuard, SecurityHoldGuard } from '../security/security.module';
import type { FileAccess, UploadsService } from '../uploads/uploads.module';
import { p2pRoutes } from './p2p.routes';
import { createP2pService } from './p2p.service';

export type { P2pService } from './p2p.service';

/** A timer that fires this late after its end is our downtime: the cancellation is not counted. */
export const p2pLateGraceMsDefault = 2 * 60_000;
const jobBatch = 200;

/**
 * Peer-to-peer fiat trading: dealers' ads, orders whose crypto is escrowed in the ledger (a pending
 * transfer from seller to buyer), payment methods, the timers job and appeals ruled by the operator.
 */
export function createP2pModule(deps: {
  db: Db;
  coins: CoinsRepo;
  ledger: Ledger;
  kyc: Pick<KycGuard, 'requireVerified'>;
  hold: Pick<SecurityHoldGuard, 'requireNoHold'>;
  fundPin: Pick<FundPinGuard, 'requireFundPin'>;
  files: Pick<FileAccess, 'describe' | 'link'>;
  uploader: Pick<UploadsService, 'upload'>;
  messenger: Messenger;
  prices: PriceAdapter;
  now: () => Date;
  lateGraceMs?: number;
  /** One minute of an ad's payment window, in ms (P2P_WINDOW_MINUTE_SECONDS); a real minute by default. */
  windowMinuteMs?: number;
}) {
  const service = createP2pService({
    ...deps,
    lateGraceMs: deps.lateGraceMs ?? p2pLateGraceMsDefault,
    windowMinuteMs: deps.windowMinuteMs ?? 60_000,
  });
  const timers: Job = () => service.runTimers(jobBatch);
  return { routes: p2pRoutes(service, deps.uploader), service, jobs: [timers] };
}

export { p2pOrderChangesSince } from './p2p-live';

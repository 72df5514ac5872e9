import type { Ledger } from '../../ledger/ledger';
import type { CoinsRepo } from '../assets/assets.module';
import type { SecurityHoldGuard } from '../security/security.module';
import { transferRoutes } from './transfers.routes';
import { createTransferService } from './transfers.service';

export function createTransfersModule(deps: {
  coins: CoinsRepo;
  ledger: Ledger;
  hold: SecurityHoldGuard;
  now: () => Date;
}) {
  const service = createTransferService(deps);
  return { routes: transferRoutes(service), service };
}

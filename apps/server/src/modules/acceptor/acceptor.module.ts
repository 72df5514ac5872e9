import type { Db } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import type { CoinsRepo } from '../assets/assets.module';
import type { OtcRepo, OtcService } from '../otc/otc.module';
import { createAcceptorRepo } from './acceptor.repo';
import { acceptorRoutes } from './acceptor.routes';
import { createAcceptorService } from './acceptor.service';

export type { AcceptorService } from './acceptor.service';

/**
 * The acceptor's pair desk (account type 6): configs per pair that OTC quotes from, the orders
 * placed against it with accept / decline (through the OTC service), and its inventory.
 */
export function createAcceptorModule(deps: {
  db: Db;
  coins: CoinsRepo;
  ledger: Ledger;
  otc: OtcService;
  otcPairs: Pick<OtcRepo, 'pair'>;
  now: () => Date;
}) {
  const service = createAcceptorService({
    ...deps,
    repo: createAcceptorRepo(deps.db),
    otcRepo: deps.otcPairs,
  });
  return { routes: acceptorRoutes(service), service };
}

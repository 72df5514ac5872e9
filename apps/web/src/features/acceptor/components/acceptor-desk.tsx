import '../../../domain/money/styles';
import '@mantine/core/styles/Switch.css';
import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AlertIcon } from '../../../components/icons';
import { PageFrame } from '../../../components/page-frame';
import { isApiError } from '../../../lib/http/api-error';
import { useTranslation } from '../../../lib/react-i18n';
import { useAcceptorSymbols } from '../api/acceptor';
import { useLiveDesk } from '../api/use-live-desk';
import { ConfigTable } from './config-table';
import { IncomingOrders } from './incoming-orders';
import { InventoryCard } from './inventory-card';

function DeskFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('acceptor');
  return (
    <PageFrame title={t('page.title')} description={t('page.description')} testId="page-acceptor">
      {children}
    </PageFrame>
  );
}

/** What a visitor who is not an acceptor (account type 6) sees: the desk is not theirs to use. */
export function AcceptorNotAvailable() {
  const { t } = useTranslation('acceptor');
  return (
    <DeskFrame>
      <Alert
        color="gray"
        icon={<AlertIcon />}
        title={t('page.notAvailableTitle')}
        data-testid="acceptor-not-available"
      >
        {t('page.notAvailable')}
      </Alert>
    </DeskFrame>
  );
}

function Desk() {
  const symbols = useAcceptorSymbols();
  useLiveDesk();
  const pairs = symbols.data ?? [];
  const decimalsOf = (coin: string) =>
    pairs.find((p) => p.baseCoin === coin)?.baseDecimals ??
    pairs.find((p) => p.quoteCoin === coin)?.quoteDecimals ??
    8;
  return (
    // Each part full width: the config and order tables need the room of the whole page.
    <Stack gap="lg">
      <ConfigTable pairs={pairs} />
      <InventoryCard decimalsOf={decimalsOf} />
      <IncomingOrders pairs={pairs} />
    </Stack>
  );
}

/**
 * The acceptor's desk (spec §2, account type 6): its pair configs, its inventory and the orders
 * users placed against it. The server refuses anyone else (403): then the page says so. `extra`:
 * another area's desk shown below (the route puts P2P's there; a feature imports no other).
 */
export function AcceptorDesk({ extra }: { extra?: ReactNode } = {}) {
  const { t } = useTranslation('acceptor');
  const symbols = useAcceptorSymbols();
  if (isApiError(symbols.error) && symbols.error.httpStatus === 403) return <AcceptorNotAvailable />;
  return (
    <DeskFrame>
      {symbols.isError ? (
        <Alert color="red" icon={<AlertIcon />}>
          {t('page.failed')}
        </Alert>
      ) : (
        <Stack gap="lg">
          <Desk />
          {extra}
        </Stack>
      )}
    </DeskFrame>
  );
}

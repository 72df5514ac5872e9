import type { EndpointDescriptor } from '@coffer/contract/common';
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { stubNetwork } from '../../../../test/network';
import { aConvertPair } from '../model/pairs.fixtures';

/** What the convert tests share: the props of both forms, and the refusal of an amount the wallet lacks. */

/** Both forms' props for BTC → USDT, with `available` BTC in the flash-exchange wallet. */
export const formProps = (available: string) => ({
  pairs: [aConvertPair()],
  choice: { from: 'BTC', to: 'USDT' },
  onChange: () => {},
  available,
  names: (coin: string) => ({ coin, name: coin }),
  transferHref: '/assets/transfer?coin=BTC&from=0&to=1',
});

/** The amount is over the flash-exchange balance: said on the page, and `endpoint` never called. */
export async function expectRefusedAsShort(
  net: ReturnType<typeof stubNetwork>,
  endpoint: EndpointDescriptor,
) {
  expect(await screen.findByText('Insufficient balance in your flash-exchange wallet.')).toBeInTheDocument();
  expect(net.to(endpoint)).toHaveLength(0);
}

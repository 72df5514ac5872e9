import type { EndpointDescriptor } from '@coffer/contract/common';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { stubNetwork } from './network';

/**
 * The confirmation's part of an action asked first: the dialog names each of `facts`, nothing is
 * sent to `endpoint` until it is confirmed, and once confirmed one request is.
 */
export async function confirmAction(
  user: Pick<UserEvent, 'click'>,
  net: ReturnType<typeof stubNetwork>,
  endpoint: EndpointDescriptor,
  facts: string[],
) {
  const shown = await screen.findByTestId('confirm-action-facts');
  for (const fact of facts) expect(shown).toHaveTextContent(fact);
  expect(net.to(endpoint)).toHaveLength(0);
  await user.click(screen.getByTestId('confirm-action-submit'));
  await waitFor(() => expect(net.to(endpoint)).toHaveLength(1));
}

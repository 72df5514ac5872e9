import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { AmountInput } from './amount-input';

beforeAll(async () => {
  await initI18n('en');
});

/** The field as a form holds it: the value it reports is the value it shows. */
function Field({ decimals }: { decimals: number }) {
  const [value, setValue] = useState('');
  return (
    <>
      <AmountInput
        label="Amount"
        value={value}
        onChange={setValue}
        decimals={decimals}
        coin="BTC"
        testId="amount"
      />
      <output data-testid="held">{value}</output>
    </>
  );
}

async function typeInto(text: string, decimals = 8) {
  render(
    <MantineProvider>
      <Field decimals={decimals} />
    </MantineProvider>,
  );
  await userEvent.setup().type(screen.getByTestId('amount'), text);
  return screen.getByTestId('amount');
}

describe('AmountInput', { timeout: 30_000 }, () => {
  it('takes a lone comma for the decimal point, as it is typed', async () => {
    const field = await typeInto('12,3');
    expect(field).toHaveValue('12.3');
    expect(screen.getByTestId('held')).toHaveTextContent('12.3');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('cuts the fraction to the asset decimals and drops what is not a digit (spec §5)', async () => {
    const field = await typeInto('1a2.34567', 2);
    expect(field).toHaveValue('12.34');
  });

  it('keeps an ambiguous amount as typed and says why', async () => {
    const field = await typeInto('1.234,5');
    expect(field).toHaveValue('1.234,5');
    expect(screen.getByTestId('held')).toHaveTextContent('1.234,5');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/could be read two ways/)).toBeInTheDocument();
  });

  it('refuses a second decimal point instead of dropping it', async () => {
    const field = await typeInto('1.2.3');
    expect(field).toHaveValue('1.2.3');
    expect(screen.getByText(/could be read two ways/)).toBeInTheDocument();
  });
});

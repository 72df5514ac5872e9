import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../lib/i18n';
import { DateField } from './date-field';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="From" value={value} onChange={setValue} testId="from" />
      <output data-testid="held">{value}</output>
    </>
  );
}

async function show(language: 'en' | 'zh-CN' | 'zh-TW', initial?: string) {
  await initI18n(language);
  await i18n.changeLanguage(language);
  render(
    <MantineProvider>
      <Field initial={initial} />
    </MantineProvider>,
  );
  return screen.getByTestId('from');
}

describe('DateField', { timeout: 30_000 }, () => {
  it('is a text field, not the browser date input that shows mm/dd/yyyy', async () => {
    const field = await show('en');
    expect(field).not.toHaveAttribute('type', 'date');
    expect(document.querySelector('input[type="date"]')).toBeNull();
  });

  it('shows a date in the reader language and opens a calendar in it', async () => {
    const field = await show('zh-CN', '2026-03-04');
    expect(field).toHaveValue('2026年3月4日');
    await userEvent.setup().click(field);
    // The calendar's month heading, in dayjs's Chinese month names.
    expect(await screen.findByText('三月 2026')).toBeInTheDocument();
  });

  it('in English writes the month as a word, so no reader mistakes day for month', async () => {
    const field = await show('en', '2026-03-04');
    expect(field).toHaveValue('4 Mar 2026');
  });

  it('takes a typed date and hands on YYYY-MM-DD', async () => {
    const field = await show('zh-TW');
    fireEvent.change(field, { target: { value: '2026/3/4' } });
    expect(screen.getByTestId('held')).toHaveTextContent('2026-03-04');
    fireEvent.blur(field);
    expect(field).toHaveValue('2026年3月4日');
  });
});

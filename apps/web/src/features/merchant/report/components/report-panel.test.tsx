import { reportEndpoints } from '@coffer/contract/merchant';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../../test/i18n';
import { stubNetwork } from '../../../../../test/network';
import { showInApp } from '../../../../../test/render';
import { ReportPanel } from './report-panel';

inEnglish(['merchant', 'money']);

const today = new Date().toISOString().slice(0, 10);
const line = (receiptAmount: string, computedAt: string) => ({
  subMerchantUid: null,
  currency: 'USDT',
  date: today,
  receiptAmount,
  paymentAmount: '12',
  refundAmount: '0',
  computedAt,
});

describe('the daily report', () => {
  it('says as of when its figures are, and the chart has its scale and its days', async () => {
    const net = stubNetwork();
    net.reply(reportEndpoints.getSubMerchantDailyReport, {
      totalCount: 2,
      items: [line('250.5', '2026-11-29T08:01:00.000Z'), line('50', '2026-11-29T08:02:00.000Z')],
    });
    showInApp(<ReportPanel />);
    expect(await screen.findByTestId('report-as-of')).toHaveTextContent(/Figures as of .*2026/);
    // The top of the scale: the largest day (250.5 + 50 received today).
    expect(await screen.findByTestId('report-chart-max')).toHaveTextContent('300.5');
    expect(screen.getByTestId('report-chart-axes')).toHaveTextContent('0');
  });
});

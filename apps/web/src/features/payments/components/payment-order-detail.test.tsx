import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aPaymentOrder } from '../../../../test/payment-fixtures';
import { showInApp } from '../../../../test/render';
import { i18n, initI18n } from '../../../lib/i18n';
import { PaymentOrderDetail } from './payment-order-detail';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['payments', 'common']);
});

describe('the payment order detail', () => {
  it('shows the channel fee rate the order settled at beside the fee', async () => {
    showInApp(<PaymentOrderDetail order={aPaymentOrder({ feeRate: '0.0123' })} onClose={() => {}} />);
    expect(await screen.findByTestId('detail-credited')).toHaveTextContent('12.4375 (fee 0.0625 · 1.23 %)');
  });
});

import { merchantEndpoints, type SubMerchant, subMerchantStatus } from '@coffer/contract/merchant';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { confirmAction } from '../../../../test/confirm';
import { inEnglish } from '../../../../test/i18n';
import { stubNetwork } from '../../../../test/network';
import { showInApp } from '../../../../test/render';
import { OverlayHosts } from '../../../app/overlay-hosts';
import { SubAccounts } from './sub-accounts';

const cashier: SubMerchant = {
  id: 7,
  uid: '10000077',
  userName: 'front-till',
  emailAddress: 'till@shop.example',
  contactName: 'Mia',
  phoneNumber: '+44 20 7946 0000',
  job: '',
  receiptValidMinutes: 30,
  orderDisplayDays: 30,
  status: subMerchantStatus.members.active,
  approveRefund: false,
  approvePayment: false,
  approveTransfer: false,
  createdBy: '10000003',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function stubSubs() {
  const net = stubNetwork();
  net.reply(merchantEndpoints.subMerchantGetList, { totalCount: 1, items: [cashier] });
  net.reply(merchantEndpoints.subMerchantInActive, true);
  return net;
}

inEnglish(['merchant', 'validation', 'errors']);

describe('sub-accounts', { timeout: 30_000 }, () => {
  it('deactivates a sub-account only after asking, naming it, and says so after', async () => {
    const net = stubSubs();
    showInApp(
      <>
        <SubAccounts />
        <OverlayHosts />
      </>,
    );
    const u = userEvent.setup();
    await u.click(await screen.findByTestId('sub-actions-7'));
    await u.click(await screen.findByTestId('sub-deactivate-7'));
    await confirmAction(u, net, merchantEndpoints.subMerchantInActive, ['front-till', 'till@shop.example']);
    expect(await screen.findByText('front-till is deactivated.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('marks the fields the contract requires, and not the optional job', async () => {
    stubSubs();
    showInApp(<SubAccounts />);
    await userEvent.click(await screen.findByTestId('sub-add'));
    const required = (id: string) =>
      screen
        .getByTestId(id)
        .closest('.mantine-InputWrapper-root')
        ?.querySelector('.mantine-InputWrapper-required');
    await screen.findByTestId('sub-userName');
    expect(required('sub-userName')).not.toBeNull();
    expect(required('sub-emailAddress')).not.toBeNull();
    expect(required('sub-phoneNumber')).not.toBeNull();
    expect(required('sub-job')).toBeNull();
  });
});

import { assetsEndpoints } from '@coffer/contract/assets';
import type { MerchantInfo } from '@coffer/contract/merchant';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../test/i18n';
import { stubNetwork } from '../../../../test/network';
import { showInApp } from '../../../../test/render';
import { OfficialApplication } from './application';

/** A trial merchant's info, the application prefilled from its registration, with any field changed. */
const anInfo = (over: Partial<MerchantInfo> = {}): MerchantInfo => ({
  uid: '10000003',
  merchantType: 1,
  isOfficial: false,
  applicationStatus: 0,
  rejectReason: null,
  submittedAt: null,
  reviewedAt: null,
  application: {
    fullName: 'Harbour Tea Ltd',
    shortName: 'Harbour',
    companyWebsite: '',
    address: '2 Quay Street',
    businessScope: 'Tea',
    referralCode: '',
    whatsApp: '',
    receiptCurrency: 'EUR',
    certificateFileId: 'f_1',
  },
  contractReadSeconds: 10,
  subMerchantCount: 0,
  subMerchantMax: 2,
  ...over,
});

inEnglish(['merchant']);

describe('the official application', () => {
  it('shows what was typed at registration, the receipt currency as a dropdown of the offered ones', async () => {
    const net = stubNetwork();
    net.reply(assetsEndpoints.getAllWebSiteLegalCoinList, [
      { currency: 'USD', name: 'US Dollar', decimals: 2 },
      { currency: 'EUR', name: 'Euro', decimals: 2 },
    ]);
    showInApp(<OfficialApplication info={anInfo()} />);
    expect(screen.getByTestId('apply-fullName')).toHaveValue('Harbour Tea Ltd');
    expect(screen.getByTestId('apply-businessScope')).toHaveValue('Tea');
    const currency = screen.getByTestId('apply-receiptCurrency');
    expect(currency).toHaveAttribute('readonly');
    await waitFor(() => expect(currency).toHaveValue('EUR · Euro'));
  });

  it('wears a grey badge while not submitted, green only once approved', () => {
    stubNetwork();
    showInApp(<OfficialApplication info={anInfo()} />);
    expect(screen.getByTestId('application-status').getAttribute('style')).toContain('gray');
  });
});

import { type AccountInfo, authEndpoints, kycStatus } from '@coffer/contract/auth';
import { kycEndpoints } from '@coffer/contract/kyc';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { inEnglish } from '../../../../test/i18n';
import { underReviewRecord } from '../../../../test/kyc-fixtures';
import { fail, hang, okFor, stubNetwork } from '../../../../test/network';
import { anAccount, showInApp } from '../../../../test/render';
import { sessionStore } from '../../../lib/session/session-store';
import VerifyRoute from './verify';

inEnglish(['kyc', 'validation']);
afterEach(() => sessionStore.clear());

const underReview = underReviewRecord();

const signedInAs = (status: AccountInfo['kycStatus']) => {
  sessionStore.adoptTokens('access', 'refresh');
  sessionStore.setUser(anAccount({ kycStatus: status }));
};

describe('/account/verify keeps the session in step with the record', () => {
  it("gives the session the record's status at once, before the account info is answered again", async () => {
    const net = stubNetwork();
    net.reply(kycEndpoints.get, underReview);
    net.on(authEndpoints.getAccountInfo, hang);
    signedInAs(kycStatus.members.unverified);
    showInApp(<VerifyRoute />);
    await waitFor(() => expect(sessionStore.get().user?.kycStatus).toBe(kycStatus.members.underReview));
    expect(net.to(authEndpoints.getAccountInfo)).toHaveLength(1);
    expect(sessionStore.get().user?.name).toBe('Alice');
    expect(sessionStore.get().token).toBe('access');
  });

  it('asks for the account info once per change of the record, even if the answer is a moment older', async () => {
    const net = stubNetwork();
    net.reply(kycEndpoints.get, underReview);
    net.reply(authEndpoints.getAccountInfo, anAccount({ kycStatus: kycStatus.members.unverified }));
    signedInAs(kycStatus.members.unverified);
    showInApp(<VerifyRoute />);
    await waitFor(() => expect(net.to(authEndpoints.getAccountInfo)).toHaveLength(1));
    await waitFor(() => expect(sessionStore.get().user?.kycStatus).toBe(kycStatus.members.unverified));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(net.to(authEndpoints.getAccountInfo)).toHaveLength(1);
  });

  it('asks for nothing more when the session already says what the record says', async () => {
    const net = stubNetwork();
    net.reply(kycEndpoints.get, underReview);
    signedInAs(kycStatus.members.underReview);
    showInApp(<VerifyRoute />);
    expect(await screen.findByText('P1234567', { exact: false })).toBeInTheDocument();
    expect(net.to(authEndpoints.getAccountInfo)).toHaveLength(0);
  });
});

describe('/account/verify when the record cannot be loaded', () => {
  it('says so and loads it again on request, instead of spinning', async () => {
    const net = stubNetwork();
    net.on(kycEndpoints.get, fail(500, 500), okFor(kycEndpoints.get, underReview));
    signedInAs(kycStatus.members.underReview);
    showInApp(<VerifyRoute />);
    expect(await screen.findByTestId('kyc-load-failed')).toHaveTextContent(
      'Your verification could not be loaded.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('P1234567', { exact: false })).toBeInTheDocument();
    expect(screen.queryByTestId('kyc-load-failed')).toBeNull();
    expect(net.to(kycEndpoints.get)).toHaveLength(2);
  });
});

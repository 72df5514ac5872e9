import { certificateType, type KycRecord } from '@coffer/contract/kyc';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { underReviewRecord } from '../../../../test/kyc-fixtures';
import { i18n, initI18n } from '../../../lib/i18n';
import { Failed, SubmissionSummary } from './kyc-status';

const inTenMinutes = () => new Date(Date.now() + 600_000).toISOString();
const failed = (url: string): KycRecord => ({
  kycStatus: 2,
  submission: {
    kind: 'business',
    country: 'HK',
    companyName: 'Analytical Engines Ltd',
    registrationNumber: 'HK-20190311',
    startDate: '2019-03-11',
    expiryDate: null,
    city: 'Hong Kong',
    address: '1 Harbour Road',
    representativeFirstName: 'Charles',
    representativeLastName: 'Babbage',
    businessLicencePhotoId: 'lic1',
  },
  photos: [
    {
      slot: 'businessLicence',
      fileId: 'lic1',
      contentType: 'image/png',
      size: 10,
      url,
      urlExpiresAt: inTenMinutes(),
    },
  ],
  round: 1,
  submittedAt: '2026-06-01T00:00:00.000Z',
  reviewedAt: '2026-06-02T00:00:00.000Z',
  rejectReason: 'The licence has expired.',
});

const { passport, identityCard } = certificateType.members;

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['kyc']);
});

const wrap = (ui: React.ReactNode) => <MantineProvider>{ui}</MantineProvider>;

describe('the status pages', () => {
  it('a failed verification shows the operator’s reason and offers to resubmit', () => {
    const onResubmit = vi.fn();
    render(wrap(<Failed record={failed('/a')} onResubmit={onResubmit} />));
    expect(screen.getByTestId('kyc-reason')).toHaveTextContent('The licence has expired.');
    expect(screen.getByTestId('kyc-summary')).toHaveTextContent('Analytical Engines Ltd');
    expect(screen.getByTestId('kyc-summary')).toHaveTextContent('Hong Kong');
    expect(screen.getByTestId('kyc-summary')).toHaveTextContent('Charles Babbage');
    fireEvent.click(screen.getByTestId('kyc-resubmit'));
    expect(onResubmit).toHaveBeenCalled();
  });

  it('names a passport’s photo by the document’s own label, not “Front of the document”', () => {
    render(wrap(<SubmissionSummary record={underReviewRecord(passport)} />));
    const summary = screen.getByTestId('kyc-summary');
    expect(summary).toHaveTextContent('Passport photo page');
    expect(summary).not.toHaveTextContent('Front of the document');
    expect(screen.getByRole('img', { name: 'Passport photo page' })).toHaveAttribute('src', '/file/f1');
  });

  it('an identity card keeps its front and back', () => {
    render(wrap(<SubmissionSummary record={underReviewRecord(identityCard)} />));
    expect(screen.getByRole('img', { name: 'Front of the document' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Back of the document' })).toBeInTheDocument();
  });

  it('keeps a photo’s signed link while it is valid, so polling does not reload the images', () => {
    const { rerender } = render(wrap(<SubmissionSummary record={failed('/file?sig=1')} />));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/file?sig=1');
    rerender(wrap(<SubmissionSummary record={failed('/file?sig=2')} />));
    expect(screen.getByRole('img')).toHaveAttribute('src', '/file?sig=1');
  });
});

import { authEndpoints } from '@coffer/contract/auth';
import type { KycRecord } from '@coffer/contract/kyc';
import { kycEndpoints } from '@coffer/contract/kyc';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, invalid, json, ok, stubNetwork } from '../../../../test/network';
import { i18n, initI18n } from '../../../lib/i18n';
import { installNavigate } from '../../../lib/shell-effects';
import { photoProblem } from '../model/photo-rules';
import { KycForm } from './kyc-form';

const pngBytes = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const png = (name = 'photo.png') => new File([new Uint8Array(pngBytes)], name, { type: 'image/png' });
/** Text dressed up as a PNG by its name and type: only its bytes give it away. */
const disguised = () => new File(['just some text, not an image'], 'photo.png', { type: 'image/png' });

/** The dates, name and address of the individual the tests apply as. */
const adaInLondon = {
  startDate: '2020-01-01',
  expiryDate: '2099-01-01',
  firstName: 'Ada',
  lastName: 'Lovelace',
  city: 'London',
  address: '12 St James Square',
};
const record = (over: Partial<KycRecord> = {}): KycRecord => ({
  kycStatus: 1,
  submission: null,
  photos: [],
  round: 1,
  submittedAt: '2026-06-01T00:00:00.000Z',
  reviewedAt: null,
  rejectReason: null,
  ...over,
});

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['kyc', 'validation']);
  installNavigate(() => {});
  // jsdom has no object URLs; the preview only needs a string.
  Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} });
});

function showForm(props: Partial<Parameters<typeof KycForm>[0]> = {}) {
  const onSubmitted = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <KycForm mode="create" onSubmitted={onSubmitted} {...props} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onSubmitted };
}

const type = (testId: string, value: string) => {
  const field = screen.getByTestId(testId);
  const input =
    field.tagName === 'INPUT' || field.tagName === 'TEXTAREA' ? field : within(field).getByRole('textbox');
  fireEvent.change(input, { target: { value } });
};

async function pickCountry(u: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await u.click(screen.getByTestId('kyc-country'));
  await u.type(screen.getByTestId('kyc-country'), 'United King');
  await u.click(await screen.findByText(name));
}

async function upload(u: ReturnType<typeof userEvent.setup>, slot: string, file: File) {
  await u.upload(screen.getByTestId(`photo-${slot}-input`), file);
}

let uploads = 0;
const uploadAnswer = () => ok({ fileId: `file-${++uploads}`, contentType: 'image/png', size: 12 });

describe('the photo check (the server’s rule, in the browser)', () => {
  it('takes PNG, JPEG and BMP by their bytes, refuses other bytes and anything over 5 MB', async () => {
    expect(await photoProblem(png())).toBeNull();
    expect(await photoProblem(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])]))).toBeNull();
    expect(await photoProblem(new Blob([new Uint8Array([0x42, 0x4d, 1, 2])]))).toBeNull();
    expect(await photoProblem(disguised())).toBe('type');
    expect(await photoProblem(new Blob([]))).toBe('type');
    expect(await photoProblem(new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]))).toBe('size');
  });
});

// Mantine fields and user-event are slow on a shared 2-core machine.
describe('the verification form', { timeout: 40_000 }, () => {
  it('refuses an empty form field by field, before sending anything', async () => {
    const net = stubNetwork();
    showForm();
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect(
      await screen.findByText('Choose the country or region that issued the document.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(4);
    expect(screen.getByTestId('photo-front-error')).toHaveTextContent('Upload this photo.');
    expect(screen.getByTestId('photo-back-error')).toHaveTextContent('Upload this photo.');
    expect(screen.getByTestId('photo-selfie-error')).toHaveTextContent('Upload this photo.');
    expect(net.requests).toHaveLength(0);
  });

  it('says why a photo is refused: a non-image named .png, a file over 5 MB; nothing is uploaded', async () => {
    const net = stubNetwork();
    showForm();
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    await upload(u, 'front', disguised());
    expect(await screen.findByTestId('photo-front-error')).toHaveTextContent(
      'This file is not a PNG, JPG or BMP image.',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await upload(u, 'back', big);
    expect(await screen.findByTestId('photo-back-error')).toHaveTextContent(
      'This photo is larger than 5 MB.',
    );
    expect(net.requests).toHaveLength(0);
  });

  it('uploads a photo as multipart with purpose kycPhoto, shows it, and tells the server’s refusal', async () => {
    const net = stubNetwork();
    net.on(
      authEndpoints.imageUpload,
      uploadAnswer,
      fail(400, 400, null, 'The file must be one of: image/png, image/jpeg, image/bmp.'),
      json({ success: false, result: null, error: { code: 413, message: 'too large' } }, 413),
    );
    showForm();
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    await upload(u, 'front', png());
    expect(await screen.findByTestId('photo-front-done')).toHaveTextContent('Uploaded');
    expect(screen.getByTestId('photo-front-preview')).toHaveAttribute('src', 'blob:preview');
    const [sent] = net.to(authEndpoints.imageUpload);
    expect(sent?.method).toBe('POST');
    expect(sent?.form?.get('purpose')).toBe('kycPhoto');
    expect((sent?.form?.get('file') as File | undefined)?.name).toBe('photo.png');

    await upload(u, 'back', png('back.png'));
    expect(await screen.findByTestId('photo-back-error')).toHaveTextContent(
      'This file is not a PNG, JPG or BMP image.',
    );
    await upload(u, 'selfie', png('selfie.png'));
    expect(await screen.findByTestId('photo-selfie-error')).toHaveTextContent(
      'This photo is larger than 5 MB.',
    );
  });

  it('sends a passport verification without a back photo, after the date rules of the server', async () => {
    const net = stubNetwork();
    net.on(authEndpoints.imageUpload, uploadAnswer);
    net.reply(kycEndpoints.create, record());
    const { onSubmitted } = showForm();
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    await pickCountry(u, /United Kingdom \(GB\)/);
    await u.click(screen.getByTestId('doc-2'));
    expect(screen.queryByTestId('photo-back')).toBeNull();
    expect(screen.getByText('Passport photo page')).toBeInTheDocument();
    type('kyc-number', 'P1234567');
    type('kyc-start-date', '2020-01-01');
    type('kyc-expiry-date', '2021-01-01');
    type('kyc-first-name', 'Ada');
    type('kyc-last-name', 'Lovelace');
    type('kyc-city', 'London');
    type('kyc-address', '12 St James Square');
    await upload(u, 'front', png('front.png'));
    await upload(u, 'selfie', png('selfie.png'));
    await screen.findByTestId('photo-selfie-done');
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect(await screen.findByText('This document has expired. Use a valid document.')).toBeInTheDocument();
    expect(net.to(kycEndpoints.create)).toHaveLength(0);

    type('kyc-expiry-date', '2099-01-01');
    fireEvent.click(screen.getByTestId('kyc-submit'));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const [sent] = net.to(kycEndpoints.create);
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({
      kind: 'individual',
      country: 'GB',
      certificateType: 2,
      certificateNumber: 'P1234567',
      ...adaInLondon,
      frontPhotoId: expect.stringMatching(/^file-/),
      backPhotoId: null,
      selfiePhotoId: expect.stringMatching(/^file-/),
    });
  });

  it('a business without an expiry date; a field the server refuses lands under it', async () => {
    const net = stubNetwork();
    net.on(authEndpoints.imageUpload, uploadAnswer);
    net.on(
      kycEndpoints.create,
      invalid([{ field: 'startDate', message: 'kyc.startInFuture' }], { message: 'Invalid' }),
      ok(record()),
    );
    const { onSubmitted } = showForm();
    const u = userEvent.setup({ pointerEventsCheck: 0 });
    await u.click(screen.getByRole('radio', { name: 'A business' }));
    expect(screen.getByTestId('photo-businessLicence')).toBeInTheDocument();
    type('kyc-company-name', 'Analytical Engines Ltd');
    type('kyc-registration-number', '01234567');
    await pickCountry(u, /United Kingdom \(GB\)/);
    type('kyc-start-date', '2015-03-01');
    type('kyc-city', 'London');
    type('kyc-address', '1 Difference Row');
    type('kyc-rep-first-name', 'Charles');
    type('kyc-rep-last-name', 'Babbage');
    await upload(u, 'businessLicence', png('licence.png'));
    await screen.findByTestId('photo-businessLicence-done');
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect(await screen.findByText('The date of issue cannot be in the future.')).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('kyc-submit'));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const sent = net.to(kycEndpoints.create);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toMatchObject({
      kind: 'business',
      companyName: 'Analytical Engines Ltd',
      registrationNumber: '01234567',
      expiryDate: null,
      representativeLastName: 'Babbage',
      businessLicencePhotoId: expect.stringMatching(/^file-/),
    });
  });

  it('a resubmission starts from the last one, keeps its photos and sends KYC/Update', async () => {
    const net = stubNetwork();
    net.reply(kycEndpoints.update, record());
    const last = record({
      kycStatus: 2,
      rejectReason: 'Blurry selfie',
      submission: {
        kind: 'individual',
        country: 'GB',
        certificateType: 1,
        certificateNumber: 'ID-778899',
        ...adaInLondon,
        frontPhotoId: 'f1',
        backPhotoId: 'b1',
        selfiePhotoId: 's1',
      },
      photos: ['front', 'back', 'selfie'].map((slot) => ({
        slot: slot as 'front',
        fileId: `${slot[0]}1`,
        contentType: 'image/png',
        size: 12,
        url: `/api/services/app/foundation/FileUpload/GetFile?id=${slot[0]}1&expires=1&signature=x`,
        urlExpiresAt: '2026-06-01T00:10:00.000Z',
      })),
    });
    const { onSubmitted } = showForm({ mode: 'update', record: last });
    expect(screen.getByTestId('photo-selfie-preview')).toHaveAttribute(
      'src',
      expect.stringContaining('id=s1'),
    );
    expect(screen.getByTestId('kyc-submit')).toHaveTextContent('Resubmit for review');
    fireEvent.click(screen.getByTestId('kyc-submit'));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const [sent] = net.to(kycEndpoints.update);
    expect(sent?.method).toBe('PUT');
    expect(sent?.body).toMatchObject({ frontPhotoId: 'f1', backPhotoId: 'b1', selfiePhotoId: 's1' });
  });
});

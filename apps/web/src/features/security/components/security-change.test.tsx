import { authEndpoints } from '@coffer/contract/auth';
import { securityEndpoints } from '@coffer/contract/security';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, stubNetwork } from '../../../../test/network';
import { showInApp } from '../../../../test/render';
import { i18n, initI18n } from '../../../lib/i18n';
import { installNavigate } from '../../../lib/shell-effects';
import { EvidenceForm } from './evidence-form';

const visited: string[] = [];
beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['security', 'validation']);
  installNavigate((to) => visited.push(to));
  // jsdom has no object URLs; the browser's stand-in for the preview.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

const ticket = { ticket: 'ticket-1', lostItem: 'email' as const, expiresAt: Date.now() + 1_800_000 };
const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
/** Mantine's FileInput keeps its file input hidden beside the button, in page order. */
const fileInput = (testId: 'evidence-id-photo' | 'evidence-selfie') =>
  document.querySelectorAll<HTMLInputElement>('input[type="file"]')[
    testId === 'evidence-id-photo' ? 0 : 1
  ] as HTMLInputElement;

describe('step two: the evidence and the new address', { timeout: 30_000 }, () => {
  it('refuses a wrong type and a file over 5 MB before sending; uploads a PNG and previews it', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.imageUpload, { fileId: 'file-1', contentType: 'image/png', size: 11 });
    showInApp(<EvidenceForm ticket={ticket} onSubmitted={() => {}} onExpired={() => {}} />);
    const u = userEvent.setup({ applyAccept: false });
    await u.upload(fileInput('evidence-id-photo'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(/This file type is not accepted/)).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await u.upload(fileInput('evidence-id-photo'), big);
    expect(
      await screen.findByText('The image is larger than 5 MB. Choose a smaller one.'),
    ).toBeInTheDocument();
    expect(net.to(authEndpoints.imageUpload)).toHaveLength(0);

    await u.upload(
      fileInput('evidence-id-photo'),
      new File([pngBytes], 'passport.png', { type: 'image/png' }),
    );
    expect(await screen.findByTestId('evidence-id-photo-done')).toHaveTextContent('Uploaded');
    expect(await screen.findByAltText('Preview: Photo of your ID document')).toHaveAttribute(
      'src',
      'blob:preview',
    );
    const [sent] = net.to(authEndpoints.imageUpload);
    expect(sent?.form?.get('purpose')).toBe('securityEvidence');
  });

  it('asks for both photos and the new address before sending anything', async () => {
    const net = stubNetwork();
    showInApp(<EvidenceForm ticket={ticket} onSubmitted={() => {}} onExpired={() => {}} />);
    await userEvent.setup().click(screen.getByTestId('evidence-submit'));
    expect(await screen.findAllByText('Upload this photo.')).toHaveLength(2);
    expect(screen.getByText(/valid e-mail/i)).toBeInTheDocument();
    expect(net.requests).toHaveLength(0);
  });

  it('an expired ticket (50004) says so and starts again, without ending a session', async () => {
    const net = stubNetwork();
    net.reply(authEndpoints.imageUpload, { fileId: 'file-1', contentType: 'image/png', size: 11 });
    net.on(
      securityEndpoints.securityChangeSubmit,
      fail(50004, 401, 'The verification has expired. Start again.'),
    );
    const onExpired = vi.fn();
    showInApp(<EvidenceForm ticket={ticket} onSubmitted={() => {}} onExpired={onExpired} />);
    const u = userEvent.setup();
    await u.upload(fileInput('evidence-id-photo'), new File([pngBytes], 'a.png', { type: 'image/png' }));
    await screen.findByTestId('evidence-id-photo-done');
    await u.upload(fileInput('evidence-selfie'), new File([pngBytes], 'b.png', { type: 'image/png' }));
    await screen.findByTestId('evidence-selfie-done');
    await u.type(screen.getByTestId('evidence-new-email'), 'new@example.com');
    await u.type(screen.getByTestId('evidence-new-code'), '123456');
    await u.click(screen.getByTestId('evidence-submit'));
    expect(await screen.findByTestId('evidence-expired')).toHaveTextContent('Verification expired');
    expect(visited).toEqual([]);
    await waitFor(() => expect(net.to(securityEndpoints.securityChangeSubmit)).toHaveLength(1));
    expect(net.to(securityEndpoints.securityChangeSubmit)[0]?.body).toMatchObject({
      ticket: 'ticket-1',
      newEmailAddress: 'new@example.com',
      newCode: '123456',
    });
    await u.click(screen.getByRole('button', { name: 'Start again' }));
    expect(onExpired).toHaveBeenCalled();
  });
});

import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubNetwork } from '../../../../test/network';
import { showInApp } from '../../../../test/render';
import { paths } from '../../../config/paths';
import { i18n, initI18n } from '../../../lib/i18n';
import SecurityThirdRoute from './third';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['security', 'validation']);
});

const showThirdStep = () => showInApp(<SecurityThirdRoute />, { at: paths.security.third.path });

describe('/security/third without an application on this device', () => {
  it('does not claim one was submitted: no step is ticked, and it leads back to step one', async () => {
    const net = stubNetwork();
    showThirdStep();
    expect(await screen.findByRole('heading', { name: 'No application on this device' })).toBeInTheDocument();
    expect(screen.queryByText('Application submitted')).toBeNull();
    expect(document.querySelectorAll('[data-completed]')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Go to step one' })).toHaveAttribute(
      'href',
      paths.security.first.path,
    );
    expect(net.requests).toHaveLength(0);
  });
});

import { screen, waitFor } from '@testing-library/react';
import type { EnvironmentFile } from 'shared-contracts';
import { createFakeAuthFetch } from '../../testing/fake-auth-api';
import { fakeToken } from '../../testing/fake-token';
import { renderWithShell } from '../../testing/render-shell';
import { TEST_ENV } from '../../testing/test-env';
import { createShellI18n } from '../../lib/i18n';
import { createShellServices } from '../create-shell-services';
import { AccountMenu } from '../layout/account-menu';

async function renderMenu(env: EnvironmentFile) {
  const services = createShellServices({
    env,
    fetchImpl: createFakeAuthFetch({ refreshToken: fakeToken() }).fetchImpl,
    i18n: createShellI18n('en'),
  });
  await services.sessionController.restore();
  const view = renderWithShell(<AccountMenu />, { services, url: '/dashboard/investment' });
  await view.user.click(screen.getByRole('button', { name: /Ana/ }));
  return view;
}

describe('the account menu entry of the diagnostics panel', () => {
  it('opens /dashboard/diagnostics outside production', async () => {
    const { user } = await renderMenu(TEST_ENV);
    await user.click(await screen.findByRole('menuitem', { name: /Diagnostics/ }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/dashboard/diagnostics'),
    );
  });

  it('is not offered in production to users who are not super admins', async () => {
    await renderMenu({ ...TEST_ENV, production: true });
    expect(await screen.findByRole('menuitem', { name: /Account settings/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Diagnostics/ })).not.toBeInTheDocument();
  });
});

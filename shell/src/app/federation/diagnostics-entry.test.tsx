import { screen, waitFor } from '@testing-library/react';
import { ROLES, type EnvironmentFile } from 'shared-contracts';
import { createFakeAuthApi } from '../../testing/fake-auth-api';
import { fakeToken } from '../../testing/fake-token';
import { renderWithShell } from '../../testing/render-shell';
import { TEST_ENV } from '../../testing/test-env';
import { createShellI18n } from '../../lib/i18n';
import { createShellServices } from '../create-shell-services';
import { AccountMenu } from '../layout/account-menu';

async function renderMenu(env: EnvironmentFile, roles?: string[]) {
  createFakeAuthApi({ refreshToken: fakeToken(roles ? { roles } : {}) });
  const services = createShellServices({
    env,
    i18n: createShellI18n('en'),
  });
  await services.sessionController.restore();
  const view = renderWithShell(<AccountMenu />, { services, url: '/dashboard/investment' });
  await view.user.click(screen.getByRole('button', { name: /Ana/ }));
  return view;
}

describe('the account menu entry of the diagnostics panel', () => {
  it('opens /dashboard/diagnostics for super admins', async () => {
    const { user } = await renderMenu(TEST_ENV, [ROLES.superAdmin]);
    await user.click(await screen.findByRole('menuitem', { name: /Diagnostics/ }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/dashboard/diagnostics'),
    );
  });

  it.each([
    ['outside production', TEST_ENV],
    ['in production', { ...TEST_ENV, production: true }],
  ])('is not offered %s to users who are not super admins (customers included)', async (_where, env) => {
    await renderMenu(env);
    expect(await screen.findByRole('menuitem', { name: /Account settings/ })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Diagnostics/ })).not.toBeInTheDocument();
  });
});

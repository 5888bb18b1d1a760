import { act, screen, waitFor } from '@testing-library/react';
import { findDialog } from '../../../testing/dialogs';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { SessionExpiredDialog } from './session-expired-dialog';

describe('session-expired dialog', () => {
  it('stays hidden while the session is fine', async () => {
    await renderSignedIn(<SessionExpiredDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens when the token cannot be renewed; Ok logs out and goes to the login page', async () => {
    const { user, services, api } = await renderSignedIn(<SessionExpiredDialog />, { url: '/dashboard/investment' });
    api.state.refreshToken = null;
    await act(() => services.sessionController.refresh());
    const dialog = await findDialog('Your session has expired');
    expect(dialog).toHaveTextContent('Please log in again to keep working.');
    expect(services.sessionController.session.getState().status).toBe('authenticated');

    await user.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(/^\/login$/),
    );
    expect(services.sessionController.session.getState().status).toBe('anonymous');
    expect(services.search.getState().countries).toEqual([]);
  });
});

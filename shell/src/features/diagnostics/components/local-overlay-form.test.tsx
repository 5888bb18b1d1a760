import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createShellI18n } from '../../../lib/i18n';
import { LocalOverlayForm } from './local-overlay-form';

function renderForm(production: boolean) {
  const navigate = jest.fn();
  render(
    <I18nextProvider i18n={createShellI18n('en')}>
      <LocalOverlayForm production={production} navigate={navigate} />
    </I18nextProvider>,
  );
  return { navigate, user: userEvent.setup() };
}

describe('LocalOverlayForm', () => {
  beforeEach(() => window.history.replaceState(null, '', '/dashboard/diagnostics'));

  it('reloads the page with the override for the chosen view, a port standing for localhost', async () => {
    const { navigate, user } = renderForm(false);
    await user.type(screen.getByLabelText('Manifest URL or port'), '4001');
    await user.click(screen.getByRole('button', { name: 'Load from this machine' }));
    await screen.findByRole('button', { name: 'Load from this machine' });
    expect(navigate).toHaveBeenCalledWith(
      `/dashboard/diagnostics?remote-override=${encodeURIComponent('mf-sov@http://localhost:4001/mf-manifest.json')}`,
    );
  });

  it('says what to give when the address is not on this machine, and goes nowhere', async () => {
    const { navigate, user } = renderForm(false);
    await user.type(screen.getByLabelText('Manifest URL or port'), 'http://evil.test/mf-manifest.json');
    await user.click(screen.getByRole('button', { name: 'Load from this machine' }));
    expect(await screen.findByText(/Give an address on this machine/)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('offers nothing in production, and says why', () => {
    renderForm(true);
    expect(screen.getByText('Production never loads a view from a computer of its own.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load from this machine' })).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createShellI18n } from '../../lib/i18n';
import { OutletErrorBoundary } from './outlet-error-boundary';

function Broken(): never {
  throw new Error('boom');
}

describe('OutletErrorBoundary', () => {
  it('shows the Spanish message asking to contact the administrator', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nextProvider i18n={createShellI18n('es')}>
        <OutletErrorBoundary>
          <Broken />
        </OutletErrorBoundary>
      </I18nextProvider>,
    );
    expect(
      screen.getByText('Ocurrió un error interno en el componente. Por favor contacte al administrador.'),
    ).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('shows its children when nothing fails', () => {
    render(
      <I18nextProvider i18n={createShellI18n('en')}>
        <OutletErrorBoundary>
          <p>the page</p>
        </OutletErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByText('the page')).toBeInTheDocument();
  });
});

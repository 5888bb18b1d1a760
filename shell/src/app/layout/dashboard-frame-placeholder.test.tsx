import { screen } from '@testing-library/react';
import { createTestServices, renderWithShell } from '../../testing/render-shell';
import { DashboardFramePlaceholder } from './dashboard-frame-placeholder';

function renderAt(url: string, language: 'es' | 'en' | 'pt' = 'en') {
  return renderWithShell(<DashboardFramePlaceholder />, {
    services: createTestServices({ language }),
    url,
    antdFrame: false,
  });
}

const LOADING = { en: 'Loading your session…', es: 'Cargando tu sesión…', pt: 'Carregando sua sessão…' };

describe('DashboardFramePlaceholder', () => {
  it.each([
    ['/dashboard/shareofvoice', 'en', 'Share of Voice'],
    ['/dashboard/shareofvoice/17', 'es', 'Cuota de voz'],
    ['/dashboard/investment', 'pt', 'Investimento em tempo real'],
    ['/dashboard/spotslist', 'es', 'Lista de spots'],
    ['/dashboard/campaigns', 'en', 'Campaigns'],
    ['/dashboard/snapshots', 'pt', 'Instantâneos'],
    ['/dashboard/home', 'es', 'Inicio'],
  ] as const)('shows %s in %s under the title its view shows, %s', (url, language, title) => {
    renderAt(url, language);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const loading = LOADING[language];
    expect(screen.getByRole('status', { name: loading })).toHaveTextContent(loading);
  });

  it('shows the brand and no title where the page has none of a view (Account, an unknown page)', () => {
    const { unmount } = renderAt('/dashboard/account');
    expect(screen.getByText('AdIntel')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    unmount();
    renderAt('/dashboard/nowhere');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your session…' })).toBeInTheDocument();
  });

  it('draws no landmark: the dashboard brings its own', () => {
    renderAt('/dashboard/shareofvoice');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { createTestHost } from 'shared-contracts/testing';
import { renderWithHost } from 'shared-ui/testing';
import MarketingRoot from './exposed-root';

describe('mf-marketing exposed root', () => {
  it('welcomes a visitor with no session and names the sign-up and report-list pages', () => {
    const host = createTestHost({ claims: null });
    renderWithHost(<MarketingRoot host={host} page="home" />, { host, route: '/marketing' });

    expect(host.session.getState().status).toBe('anonymous');
    expect(screen.getByRole('heading', { level: 1, name: 'Country reports' })).toBeInTheDocument();
    expect(screen.getByText(/Sign up to download our reports/)).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: 'Where to go' }));
    expect(links.getByText('/marketing/signup')).toBeInTheDocument();
    expect(links.getByText('/marketing/report-list')).toBeInTheDocument();
    expect(screen.getByText('The content of this view is coming in a later release.')).toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish visitor', () => {
    const host = createTestHost({ claims: null, language: 'es' });
    renderWithHost(<MarketingRoot host={host} page="home" />, { host });

    expect(screen.getByRole('heading', { level: 1, name: 'Informes por país' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Adónde ir' })).toHaveTextContent('Registrarse: /marketing/signup');
  });
});

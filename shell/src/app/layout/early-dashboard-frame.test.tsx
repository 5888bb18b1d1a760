import { screen, within } from '@testing-library/react';
import type { Language } from 'shared-contracts';
import { createTestServices, renderWithShell } from '../../testing/render-shell';
import { DashboardFramePlaceholder } from './dashboard-frame-placeholder';
import { drawEarlyDashboardFrame, type EarlyFramePage } from './early-dashboard-frame';

function page(pathname: string, overrides: Partial<EarlyFramePage> = {}): EarlyFramePage {
  return { pathname, language: 'en', theme: 'light', sessionMayBeRestored: true, nonce: undefined, ...overrides };
}

function drawn(pathname: string, overrides: Partial<EarlyFramePage> = {}): HTMLElement {
  const root = document.createElement('div');
  document.body.append(root);
  drawEarlyDashboardFrame(root, page(pathname, overrides));
  return root;
}

afterEach(() => document.body.replaceChildren());

describe('drawEarlyDashboardFrame', () => {
  it.each([
    ['/dashboard/shareofvoice', 'en'],
    ['/dashboard/shareofvoice/17', 'es'],
    ['/dashboard/investment', 'pt'],
    ['/dashboard/spotslist', 'es'],
    ['/dashboard/campaigns', 'en'],
    ['/dashboard/snapshots', 'pt'],
    ['/dashboard/home', 'es'],
    ['/dashboard/account', 'en'],
    ['/dashboard/nowhere', 'pt'],
    ['/dashboard', 'en'],
  ] as const)('draws %s in %s as the app draws it while the session is restored', (url, language: Language) => {
    const early = drawn(url, { language }).querySelector('.nl-frame');
    const { container } = renderWithShell(<DashboardFramePlaceholder />, {
      services: createTestServices({ language }),
      url,
      antdFrame: false,
    });
    expect(early).not.toBeNull();
    expect(early?.outerHTML).toBe(container.querySelector('.nl-frame')?.outerHTML);
  });

  it('shows the title of the page opened and says the session is loading, in the page language', () => {
    document.documentElement.lang = 'es';
    const root = drawn('/dashboard/shareofvoice');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(within(root).getByRole('heading', { level: 1, name: 'Share of Voice' })).toBeInTheDocument();
    expect(within(root).getByRole('status', { name: 'Loading your session…' })).toBeInTheDocument();
  });

  it.each(['/login', '/', '/marketing/pricing', '/dashboards', '/404'])(
    'draws nothing outside the dashboard (%s)',
    (url) => {
      const root = drawn(url);
      expect(root).toBeEmptyDOMElement();
    },
  );

  it('draws nothing after a logout on this browser: the app goes straight to the login page', () => {
    const root = drawn('/dashboard/shareofvoice', { sessionMayBeRestored: false });
    expect(root).toBeEmptyDOMElement();
  });

  it('styles the frame in the theme in effect, with the page nonce', () => {
    const root = drawn('/dashboard/home', { theme: 'dark', nonce: 'n0nce' });
    const style = root.querySelector('style');
    expect(style?.nonce).toBe('n0nce');
    expect(style?.textContent).toContain('color-scheme:dark');
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });
});

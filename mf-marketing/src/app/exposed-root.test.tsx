import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostTheme } from 'shared-contracts';
import { createTestHost } from 'shared-contracts/testing';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { createStore } from 'zustand/vanilla';
import { createFakeApi, RECORDS } from '../testing/fake-api';
import { renderMarketing } from '../testing/render-marketing';

beforeEach(computeInlineStylesOnly);
afterEach(() => jest.restoreAllMocks());

const recordsApi = () =>
  createFakeApi({ 'GET /api/v2/marketing/records': { status: 200, body: { records: RECORDS } } });

describe('mf-marketing exposed root', () => {
  it('frames the public pages for an anonymous visitor and never sends it to login', async () => {
    const user = userEvent.setup();
    const host = createTestHost({ claims: null });
    renderMarketing('/marketing/signup', { host, api: recordsApi() });

    expect(host.session.getState().status).toBe('anonymous');
    expect(screen.getByRole('link', { name: 'AdIntel' })).toHaveAttribute('href', '/marketing/report-list');
    const nav = within(screen.getByRole('navigation', { name: 'Public area' }));
    expect(nav.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/marketing/signup');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('form', { name: 'Sign-up form' }));
    expect(document.title).toBe('Sign up · AdIntel');

    await user.click(nav.getByRole('link', { name: 'Reports' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Country reports' })).toBeInTheDocument();
    expect(document.title).toBe('Country reports · AdIntel');
    expect(host.record.navigations).toEqual([]);
  });

  it('sends the Dashboard button to the dashboard through the shell', async () => {
    const user = userEvent.setup();
    const { host } = renderMarketing('/marketing/signup');
    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(host.record.navigations).toEqual(['/dashboard/shareofvoice']);
  });

  it('shows the not-found page with a link back for any other public path', async () => {
    const user = userEvent.setup();
    renderMarketing('/marketing/nowhere', { api: recordsApi() });

    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · AdIntel');
    await user.click(screen.getByRole('link', { name: 'Back to the reports' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Country reports' })).toBeInTheDocument();
  });

  it('hides the theme toggle, social links and WhatsApp button when nothing is configured', () => {
    renderMarketing('/marketing/signup');
    expect(screen.queryByRole('button', { name: /Switch to/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Follow us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat with us on WhatsApp' })).not.toBeInTheDocument();
  });

  it('shows the configured social links (https only) and the WhatsApp button, their marks loaded for them', async () => {
    const host = createTestHost({
      claims: null,
      config: {
        external: {
          whatsappUrl: 'https://wa.me/5491100000000',
          social: { linkedin: 'https://www.linkedin.com/company/adintel', x: 'javascript:alert(1)' },
        },
      },
    });
    // The marks load on demand (lib/brand-icons.tsx): the render suspends until they are here.
    await act(async () => {
      renderMarketing('/marketing/signup', { host });
    });

    const social = within(screen.getByRole('list', { name: 'Follow us' }));
    expect(social.getByRole('link', { name: 'LinkedIn' }).querySelector('svg')).toBeInTheDocument();
    expect(social.getAllByRole('link')).toHaveLength(1);
    expect(social.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/adintel',
    );
    const whatsapp = screen.getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5491100000000');
    expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  it("toggles the shell's theme when the host shares it", async () => {
    const user = userEvent.setup();
    const mode = createStore<{ mode: 'light' | 'dark' }>(() => ({ mode: 'light' }));
    const theme: HostTheme = { mode, choose: (next) => mode.setState({ mode: next }) };
    const host = { ...createTestHost({ claims: null }), theme };
    renderMarketing('/marketing/signup', { host });

    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(mode.getState().mode).toBe('dark');
    expect(await screen.findByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it("draws the pages natively in the shell's theme, and follows it", async () => {
    const user = userEvent.setup();
    const mode = createStore<{ mode: 'light' | 'dark' }>(() => ({ mode: 'light' }));
    const theme: HostTheme = { mode, choose: (next) => mode.setState({ mode: next }) };
    renderMarketing('/marketing/signup', { host: { ...createTestHost({ claims: null }), theme } });

    // The pages' own sheet (the test host's antd writes its own beside it).
    const sheet = () => document.querySelector('.nl-site > style')?.textContent ?? '';
    expect(sheet()).toContain(`.nl-site{display:flex;flex-direction:column;min-height:100vh;background:#f5f5f5;`);
    expect(document.querySelector('.nl-site')?.querySelector('[class^="ant-"], [class*=" ant-"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(sheet()).toContain(`.nl-site{display:flex;flex-direction:column;min-height:100vh;background:#000000;`);
  });

  it('speaks Spanish to a Spanish visitor, titles included', () => {
    renderMarketing('/marketing/report/ar', {
      host: createTestHost({ claims: null, language: 'es' }),
      api: recordsApi(),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Informes de Argentina' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Informes de Argentina · AdIntel');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestHost } from 'shared-contracts/testing';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { renderMarketing } from '../../testing/render-marketing';

beforeEach(computeInlineStylesOnly);

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the privacy page', () => {
  it('says what is collected, why, for how long, the GDPR rights and how to unsubscribe or have it erased', () => {
    const host = createTestHost({ claims: null, config: { external: { supportEmail: 'privacy@adintel.test' } } });
    renderMarketing('/marketing/privacy', { host });

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy' })).toBeInTheDocument();
    expect(document.title).toBe('Privacy · AdIntel');
    expect(section('What we collect, and why').getByText(/e-mail address, name, company/)).toHaveTextContent(
      /only to send you our country reports/,
    );
    expect(section('What we collect, and why').getByText(/If you accept the statistics/)).toHaveTextContent(
      /Until you accept, nothing is sent/,
    );
    expect(section('How long we keep it').getByText(/while you are subscribed/)).toHaveTextContent(
      /keep only your e-mail address and the date/,
    );
    const rights = section('Your rights');
    expect(rights.getByText(/Spain's among them/)).toBeInTheDocument();
    expect(rights.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'to know what we keep about you, and to get a copy of it;',
      'to have it corrected;',
      'to have it erased;',
      'to have its use limited, or to object to it;',
      'to receive it in a common format, to take it elsewhere;',
      'to withdraw your consent at any time, by unsubscribing or by changing your answer below.',
    ]);
    expect(rights.getByText(/Spanish Data Protection Agency/)).toBeInTheDocument();
    const erasure = section('Unsubscribe and erasure');
    expect(erasure.getByText(/ends with a link that unsubscribes you/)).toBeInTheDocument();
    expect(erasure.getByText(/To have your data erased/)).toHaveTextContent(/from the address you signed up with/);
    expect(erasure.getByRole('link', { name: 'privacy@adintel.test' })).toHaveAttribute(
      'href',
      'mailto:privacy@adintel.test',
    );
  });

  it('asks for erasure by a reply to an e-mail where no address is configured', () => {
    renderMarketing('/marketing/privacy');
    expect(section('Unsubscribe and erasure').getByText(/answer any of our e-mails/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  it('shows the statistics answer and lets the visitor withdraw it', async () => {
    const user = userEvent.setup();
    const host = createTestHost({ claims: null, analyticsConsent: 'granted' });
    renderMarketing('/marketing/privacy', { host });

    const statistics = section('Statistics of these pages');
    expect(statistics.getByRole('status')).toHaveTextContent('You accepted the statistics.');
    await user.click(statistics.getByRole('button', { name: 'Decline' }));
    expect(host.analyticsConsent?.state.getState().consent).toBe('declined');
    expect(statistics.getByRole('status')).toHaveTextContent('You declined the statistics: nothing is sent.');
  });

  it('is in the page language, and every public page links it from the footer', () => {
    renderMarketing('/marketing/signup', { host: createTestHost({ claims: null, language: 'pt' }) });
    expect(screen.getByRole('contentinfo')).toContainElement(screen.getByRole('link', { name: 'Privacidade' }));
    expect(screen.getByRole('link', { name: 'Privacidade' })).toHaveAttribute('href', '/marketing/privacy');
  });
});

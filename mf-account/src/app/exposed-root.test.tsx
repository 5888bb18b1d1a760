import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpRequest } from 'shared-contracts';
import { createTestHost, fixtureHttp, routeOf } from 'shared-contracts/testing';
import { computeInlineStylesOnly, renderWithHost } from 'shared-ui/testing';
import { alertOf, message, savedReport } from '../testing/account-fixtures';
import AccountRoot from './exposed-root';

const ANSWERS: Record<string, unknown> = {
  'GET /v2/reports': [savedReport()],
  'GET /v2/alerts': [alertOf(1, 'Banks')],
  'GET /v2/messages/all': [message()],
};

function renderRoot(language = 'en') {
  const host = createTestHost({ language, http: fixtureHttp((request: HttpRequest) => ANSWERS[routeOf(request)]) });
  renderWithHost(<AccountRoot host={host} page="account" />, { host });
  return host;
}

beforeEach(computeInlineStylesOnly);

describe('mf-account exposed root', () => {
  it('shows the Profile, Security and Messages tabs, then My Reports and the alerts', async () => {
    renderRoot();
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Profile', 'Security', 'Messages']);
    expect(screen.getByRole('heading', { name: 'Ana Analyst' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'My Reports' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Alerts' })).toBeInTheDocument();
    expect(await screen.findByText('Weekly SOV')).toBeInTheDocument();
    expect(await screen.findByText('Banks')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(tabs).getByRole('tab', { name: 'Security' }));
    expect(await screen.findByRole('form', { name: 'Change password' })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'Messages' }));
    expect(await screen.findByRole('article', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('is titled Conta in Portuguese', () => {
    renderRoot('pt');
    expect(screen.getByRole('heading', { level: 1, name: 'Conta' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Segurança' })).toBeInTheDocument();
  });
});

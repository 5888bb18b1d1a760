import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnalyticsConsent } from 'shared-contracts';
import { createTestHost } from 'shared-contracts/testing';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { renderMarketing } from '../../testing/render-marketing';

beforeEach(computeInlineStylesOnly);

/** An anonymous visitor whose host asks for the statistics' answer, starting from `consent`. */
const visitor = (consent: AnalyticsConsent | null = null, language = 'en') =>
  createTestHost({ claims: null, analyticsConsent: consent, language });

const banner = () => screen.queryByRole('region', { name: 'Statistics of these pages' });

describe('the statistics consent banner', () => {
  it('asks first in the keyboard order, and Enter on Accept answers yes', async () => {
    const user = userEvent.setup();
    const host = visitor();
    renderMarketing('/marketing/signup', { host });

    const question = within(banner() ?? document.body);
    expect(question.getByText(/Nothing is sent unless you accept/)).toBeInTheDocument();
    expect(question.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/marketing/privacy');

    await user.tab();
    expect(question.getByRole('link', { name: 'Privacy' })).toHaveFocus();
    await user.tab();
    expect(question.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(host.analyticsConsent?.state.getState().consent).toBe('granted');
    expect(banner()).not.toBeInTheDocument();
  });

  it('is declined as easily, with the space bar on Decline, and then nothing is tracked', async () => {
    const user = userEvent.setup();
    const host = visitor();
    renderMarketing('/marketing/signup', { host });

    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await user.keyboard(' ');

    expect(host.analyticsConsent?.state.getState().consent).toBe('declined');
    expect(banner()).not.toBeInTheDocument();
    host.track('marketing:signup', { status: 'subscribed' });
    expect(host.record.tracked).toEqual([]);
  });

  it('does not ask again once answered', () => {
    renderMarketing('/marketing/signup', { host: visitor('granted') });
    expect(banner()).not.toBeInTheDocument();
  });

  it('is not shown by a host that does not ask', () => {
    renderMarketing('/marketing/signup', { host: createTestHost({ claims: null }) });
    expect(banner()).not.toBeInTheDocument();
  });

  it.each([
    ['es', 'Estadísticas de estas páginas', 'Aceptar', 'Rechazar'],
    ['pt', 'Estatísticas destas páginas', 'Aceitar', 'Recusar'],
  ])('asks in the page language (%s)', (language, name, accept, decline) => {
    renderMarketing('/marketing/signup', { host: visitor(null, language) });
    const question = within(screen.getByRole('region', { name }));
    expect(question.getByRole('button', { name: accept })).toBeInTheDocument();
    expect(question.getByRole('button', { name: decline })).toBeInTheDocument();
  });
});

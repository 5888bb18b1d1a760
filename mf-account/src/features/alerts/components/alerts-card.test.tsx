import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type Alert, type HttpRequest } from 'shared-contracts';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { alertOf } from '../../../testing/account-fixtures';
import { routeOf } from 'shared-contracts/testing';
import { renderAccountPart } from '../../../testing/render-account';
import { AlertsCard } from './alerts-card';

function renderCard(initial: Alert[]) {
  let alerts = [...initial];
  const answer = (request: HttpRequest) => {
    if (routeOf(request) === 'GET /v2/alerts') return alerts;
    if (request.method === 'DELETE') {
      alerts = alerts.filter((alert) => `/v2/alerts/${alert.id}` !== request.path);
      return undefined;
    }
    throw new HttpError(404, 'No fake');
  };
  const view = renderAccountPart((host) => <AlertsCard host={host} />, answer);
  return { ...view, user: userEvent.setup() };
}

beforeEach(computeInlineStylesOnly);

describe('alerts table', () => {
  it('lists each alert with its advertisers', async () => {
    renderCard([alertOf(1, 'Banks', ['Banco Uno', 'Banco Dos'])]);
    const row = (await screen.findByText('Banks')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Banco Uno, Banco Dos');
  });

  it('creates and edits in the shell’s alerts dialog', async () => {
    const { user, host } = renderCard([alertOf(7, 'Banks')]);
    await user.click(await screen.findByRole('button', { name: 'Edit Banks' }));
    await user.click(screen.getByRole('button', { name: 'New alert' }));
    expect(host.record.dialogs).toEqual([{ kind: 'alerts', alertId: 7 }, { kind: 'alerts' }]);
  });

  it('refuses a fourth alert with the spec’s message', async () => {
    const { user, host } = renderCard([alertOf(1, 'A'), alertOf(2, 'B'), alertOf(3, 'C')]);
    await screen.findByText('C');
    await user.click(screen.getByRole('button', { name: 'New alert' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You can only create up to 3 alerts.');
    expect(host.record.dialogs).toEqual([]);
  });

  it('deletes through the shell’s alerts dialog, which asks once and confirms', async () => {
    const { user, host } = renderCard([alertOf(1, 'Banks'), alertOf(2, 'Cars')]);
    await user.click(await screen.findByRole('button', { name: 'Delete Banks' }));
    expect(host.record.dialogs).toEqual([{ kind: 'alerts', alertId: 1, intent: 'delete' }]);
  });

  it('lets a new alert be made again once one is deleted', async () => {
    const { user, host, http } = renderCard([alertOf(1, 'A'), alertOf(2, 'B'), alertOf(3, 'C')]);
    await screen.findByText('C');
    await user.click(screen.getByRole('button', { name: 'New alert' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You can only create up to 3 alerts.');
    // The shell deleted one (its dialog) and says so: the list reloads with two alerts.
    await http.request({ method: 'DELETE', path: '/v2/alerts/3' });
    host.events.emit('alerts:changed', {});
    await waitFor(() => expect(screen.queryByText('C')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'New alert' }));
    expect(host.record.dialogs).toEqual([{ kind: 'alerts' }]);
  });

  it('reloads when the shell’s dialog says the alerts changed', async () => {
    const { host, http } = renderCard([]);
    expect(await screen.findByText(/No alerts yet/)).toBeInTheDocument();
    host.events.emit('alerts:changed', {});
    await waitFor(() =>
      expect(http.requests.filter((request) => routeOf(request) === 'GET /v2/alerts')).toHaveLength(2),
    );
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { Alert, AutocompleteResponse } from 'shared-contracts';
import { dialogButton, fill, findDialog } from '../../../testing/dialogs';
import type { FakeRoutes } from '../../../testing/fake-api';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { AlertsDialog } from './alerts-dialog';
import { computeInlineStylesOnly } from 'shared-ui/testing';

const item = (id: number, label = `Advertiser ${id}`) => ({ id, label, value: String(id) });
const alert = (id: number, advertisers = [item(id)]): Alert => ({ id, name: `Alert ${id}`, advertisers });
const SUGGESTIONS: AutocompleteResponse = { results: [{ id: 77, text: 'Acme Foods' }], pagination: { more: false } };

async function openAlerts(alerts: Alert[], extra: FakeRoutes = {}, alertId?: number, intent?: 'delete') {
  const onClose = jest.fn();
  const asked = { ...(alertId ? { alertId } : {}), ...(intent ? { intent } : {}) };
  const view = await renderSignedIn(<AlertsDialog onClose={onClose} {...asked} />, {
    routes: { 'GET /v2/alerts': { body: alerts }, 'GET /v2/autocomplete/advertisers': { body: SUGGESTIONS }, ...extra },
  });
  return { ...view, onClose, dialog: await findDialog('Alerts') };
}

async function pickSuggestion(user: Awaited<ReturnType<typeof openAlerts>>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByRole('combobox'), 'ac');
  await user.click(await screen.findByTitle('Acme Foods', {}, { timeout: 3000 }));
}

describe('alerts dialog', () => {
  beforeEach(() => computeInlineStylesOnly());
  afterEach(() => jest.restoreAllMocks());

  it('lists the alerts and refuses a fourth one', async () => {
    const { dialog } = await openAlerts([alert(1), alert(2), alert(3)]);
    expect(await within(dialog).findByText('Alert 3')).toBeInTheDocument();
    expect(within(dialog).getByText('You can only create up to 3 alerts.')).toBeInTheDocument();
    expect(dialogButton(dialog, /New alert/)).toBeDisabled();
  });

  it('creates an alert (id 0 -> POST) with an advertiser from the autocomplete, closes and confirms', async () => {
    const { user, dialog, api, onClose } = await openAlerts([alert(1)], {
      'POST /v2/alerts': { status: 201, body: alert(9, [item(77, 'Acme Foods')]) },
    });
    await user.click(await within(dialog).findByRole('button', { name: /New alert/ }));
    await fill(user, within(dialog).getByLabelText('Name'), 'Rivals');
    await pickSuggestion(user, dialog);
    const lookup = api.requests.find((request) => request.path === '/v2/autocomplete/advertisers');
    expect(Object.fromEntries(lookup?.query ?? [])).toEqual({ q: 'ac', country: '', page: '1', per_page: '50' });

    await user.click(dialogButton(dialog, 'Save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Rivals',
      advertisers: [{ id: 77, label: 'Acme Foods', value: '77' }],
    });
    expect(await screen.findByText('Alert created.')).toBeInTheDocument();
  });

  it('refuses a fifth advertiser with a hint, and edits through PUT', async () => {
    const four = alert(5, [item(1), item(2), item(3), item(4)]);
    const { user, dialog, api } = await openAlerts([four], { 'PUT /v2/alerts/5': { body: four } }, 5);
    await within(dialog).findByDisplayValue('Alert 5');
    await pickSuggestion(user, dialog);
    expect(await within(dialog).findByText(/An alert can follow up to 4 advertisers/)).toBeInTheDocument();
    expect(within(dialog).queryByText('Acme Foods')).toBeNull();

    await user.click(dialogButton(dialog, 'Save'));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({ name: 'Alert 5' });
  });

  it('deletes an alert after confirmation', async () => {
    const { user, dialog, api } = await openAlerts([alert(1)], { 'DELETE /v2/alerts/1': { status: 204 } });
    await user.click(await within(dialog).findByRole('button', { name: 'Delete Alert 1' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('The alert "Alert 1" was deleted.')).toBeInTheDocument();
  });

  it('asked to delete one alert, asks once, deletes it, confirms and closes', async () => {
    const { user, dialog, api, onClose, services } = await openAlerts(
      [alert(1), alert(2)],
      { 'DELETE /v2/alerts/2': { status: 204 } },
      2,
      'delete',
    );
    const changed = jest.fn();
    services.host.events.on('alerts:changed', changed);
    expect(await within(dialog).findByText('Delete the alert Alert 2?')).toBeInTheDocument();
    await user.click(dialogButton(dialog, 'Delete'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/v2/alerts/2',
    ]);
    expect(changed).toHaveBeenCalled();
    expect(await screen.findByText('The alert "Alert 2" was deleted.')).toBeInTheDocument();
  });

  it('asked to delete, a failure says why and keeps the dialog open', async () => {
    const { user, dialog, onClose } = await openAlerts(
      [alert(2)],
      { 'DELETE /v2/alerts/2': { status: 500, body: { error: 'Database unavailable' } } },
      2,
      'delete',
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Database unavailable')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

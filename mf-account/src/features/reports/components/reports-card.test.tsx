import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type HttpRequest, type SavedReport } from 'shared-contracts';
import { computeInlineStylesOnly } from 'shared-ui/testing';
import { savedReport } from '../../../testing/account-fixtures';
import { routeOf } from 'shared-contracts/testing';
import { renderAccountPart } from '../../../testing/render-account';
import { ReportsCard } from './reports-card';

/** A fake of the reports routes over a list the test can read. */
function reportsApi(initial: SavedReport[], fail: { toggle?: Error; delete?: Error } = {}) {
  let reports = [...initial];
  const answer = (request: HttpRequest) => {
    const route = routeOf(request);
    if (route === 'GET /v2/reports') return reports;
    const id = Number(/\/v2\/reports\/(\d+)/.exec(request.path)?.[1]);
    if (route.endsWith('/toggle')) {
      if (fail.toggle) throw fail.toggle;
      const { enabled } = request.body as { enabled: boolean };
      reports = reports.map((report) => (report.id === id ? { ...report, enabled } : report));
      return reports.find((report) => report.id === id);
    }
    if (request.method === 'DELETE') {
      if (fail.delete) throw fail.delete;
      reports = reports.filter((report) => report.id !== id);
      return undefined;
    }
    throw new HttpError(404, `No fake for ${route}`);
  };
  return { answer, current: () => reports };
}

const REPORTS = [
  savedReport(),
  savedReport({ id: 2, name: 'Never sent', frequency: 'never', formats: ['soi_pdf'], enabled: false }),
];

function renderCard(api: ReturnType<typeof reportsApi>) {
  const view = renderAccountPart((host) => <ReportsCard host={host} />, api.answer);
  let changes = 0;
  view.host.events.on('reports:changed', () => (changes += 1));
  return { ...view, user: userEvent.setup(), changes: () => changes };
}

const gets = (requests: HttpRequest[]) => requests.filter((request) => routeOf(request) === 'GET /v2/reports').length;

beforeEach(computeInlineStylesOnly);

describe('My Reports table', () => {
  it('lists name, frequency, formats and the enabled toggle, inert for a never-sent report', async () => {
    renderCard(reportsApi(REPORTS));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Frequency', 'Formats', 'Enabled', 'Actions']);
    const weekly = (await within(table).findByText('Weekly SOV')).closest('tr') as HTMLElement;
    expect(weekly).toHaveTextContent('Weekly');
    expect(weekly).toHaveTextContent('Share of Voice (Excel), Share of Voice (PDF)');
    expect(within(weekly).getByRole('switch', { name: 'Send Weekly SOV' })).toBeChecked();
    const never = within(table).getByText('Never sent').closest('tr') as HTMLElement;
    expect(never).toHaveTextContent('Real-Time Spend (PDF)');
    expect(within(never).getByRole('switch', { name: 'Send Never sent' })).toBeDisabled();
  });

  it('toggles to the opposite, says the reports changed and reloads the list', async () => {
    const api = reportsApi(REPORTS);
    const { user, http, changes, host } = renderCard(api);
    const toggle = await screen.findByRole('switch', { name: 'Send Weekly SOV' });
    await user.click(toggle);

    await waitFor(() => expect(screen.getByRole('switch', { name: 'Send Weekly SOV' })).not.toBeChecked());
    expect(http.requests).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/v2/reports/1/toggle', body: { enabled: false } }),
    );
    expect(changes()).toBe(1);
    expect(gets(http.requests)).toBe(2);
    expect(host.record.tracked).toEqual([{ event: 'report:toggle', props: { reportId: 1, enabled: false } }]);
  });

  it('edits in the shell’s save/edit report dialog', async () => {
    const { user, host } = renderCard(reportsApi(REPORTS));
    await user.click(await screen.findByRole('button', { name: 'Edit Weekly SOV' }));
    expect(host.record.dialogs).toEqual([{ kind: 'edit-report', reportId: 1 }]);
  });

  it('deletes after a confirmation, then reloads without the row', async () => {
    const api = reportsApi(REPORTS);
    const { user, http, host } = renderCard(api);
    await user.click(await screen.findByRole('button', { name: 'Delete Weekly SOV' }));
    expect(http.requests.some((request) => request.method === 'DELETE')).toBe(false);
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Delete the report Weekly SOV?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('Weekly SOV')).toBeNull());
    expect(http.requests).toContainEqual(expect.objectContaining({ method: 'DELETE', path: '/v2/reports/1' }));
    expect(host.record.notifications).toEqual([{ kind: 'success', message: 'The report Weekly SOV was deleted.' }]);
    expect(host.record.tracked).toEqual([{ event: 'report:delete', props: { reportId: 1 } }]);
  });

  it('says when a delete or a toggle failed, and keeps the row as it was', async () => {
    const api = reportsApi(REPORTS, {
      delete: new HttpError(404, 'Report not found'),
      toggle: new TypeError('Failed to fetch'),
    });
    const { user, changes } = renderCard(api);
    await user.click(await screen.findByRole('button', { name: 'Delete Weekly SOV' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The report Weekly SOV could not be deleted: Report not found',
    );
    expect(screen.getByText('Weekly SOV')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Send Weekly SOV' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The report Weekly SOV could not be changed: The change could not be saved. Check your connection and try again.',
      ),
    );
    expect(screen.getByRole('switch', { name: 'Send Weekly SOV' })).toBeChecked();
    expect(changes()).toBe(0);
  });

  it('reloads when the shell’s dialog says the reports changed', async () => {
    const { host, http } = renderCard(reportsApi(REPORTS));
    await screen.findByText('Weekly SOV');
    host.events.emit('reports:changed', {});
    await waitFor(() => expect(gets(http.requests)).toBe(2));
  });

  it('says when there are no reports', async () => {
    renderCard(reportsApi([]));
    expect(await screen.findByText(/No saved reports yet/)).toBeInTheDocument();
  });
});

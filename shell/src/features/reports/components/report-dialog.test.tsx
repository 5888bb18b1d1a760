import { act, screen, waitFor, within } from '@testing-library/react';
import { emptyFilterGroups, type SavedReport } from 'shared-contracts';
import { dialogButton, fill, findDialog } from '../../../testing/dialogs';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { ReportDialog } from './report-dialog';
import { computeInlineStylesOnly } from 'shared-ui/testing';

const SAVED: SavedReport = {
  id: 42,
  name: 'Monthly RTS',
  frequency: 'monthly',
  formats: ['soi_excel', 'sov_pdf'],
  enabled: true,
  parameters: { country: 'AR', page: '1', countries: ['AR'] },
  filters: { startDate: '2024-05-01', endDate: '2024-05-31' },
  dateCreated: '2024-05-01T00:00:00.000Z',
  lastModified: '2024-05-01T00:00:00.000Z',
};

// Label queries: much faster than role queries over antd's markup.
const formatBox = (dialog: HTMLElement, name: string) => within(dialog).queryByLabelText(name);
const save = (dialog: HTMLElement) => dialogButton(dialog, 'Save');

async function openNew(url?: string) {
  const onClose = jest.fn();
  const view = await renderSignedIn(<ReportDialog onClose={onClose} />, {
    routes: { 'GET /v2/reports': { body: [] }, 'POST /v2/reports': { status: 201, body: { ...SAVED, id: 43 } } },
    ...(url ? { url } : {}),
  });
  return { ...view, onClose, dialog: await findDialog('Save report') };
}

// Role queries read inline styles only: jsdom matching antd's rules made each take seconds.
beforeEach(() => computeInlineStylesOnly());
afterEach(() => jest.restoreAllMocks());

describe('save report dialog', () => {
  it('starts daily with the SOV Excel, hides SOI and campaign RTS for daily and weekly', async () => {
    const { user, dialog } = await openNew();
    expect(within(dialog).getByLabelText('Daily')).toBeChecked();
    expect(formatBox(dialog, 'Share of Voice (Excel)')).toBeChecked();
    expect(formatBox(dialog, 'Real-Time Spend (Excel)')).toBeNull();
    expect(formatBox(dialog, 'Campaign Details RTS (Excel)')).toBeNull();

    await user.click(within(dialog).getByLabelText('Monthly'));
    await user.click(await within(dialog).findByLabelText('Real-Time Spend (PDF)'));
    expect(formatBox(dialog, 'Campaign Details RTS (Excel)')).toBeInTheDocument();
    // Back to weekly: the SOI format is dropped with its box.
    await user.click(within(dialog).getByLabelText('Weekly'));
    await waitFor(() => expect(formatBox(dialog, 'Real-Time Spend (PDF)')).toBeNull());
  });

  it('keeps Save disabled without a name, or without a format unless never sent', async () => {
    const { user, dialog } = await openNew();
    expect(save(dialog)).toBeDisabled();
    await fill(user, within(dialog).getByLabelText('Name'), 'Daily SOV');
    await waitFor(() => expect(save(dialog)).toBeEnabled());
    await user.click(formatBox(dialog, 'Share of Voice (Excel)') as HTMLElement);
    await waitFor(() => expect(save(dialog)).toBeDisabled());
    await user.click(within(dialog).getByLabelText('Never'));
    await waitFor(() => expect(save(dialog)).toBeEnabled());
  });

  it('saves the applied search: first country, page 1, countries, integer ids, no empty lists', async () => {
    const { user, dialog, api, services, onClose } = await openNew();
    act(() =>
      services.search.setState({
        countries: ['AR', 'BR'],
        advancedFilters: { ...emptyFilterGroups(), advertisers: [{ id: '12', label: 'Acme', value: '12' }] },
      }),
    );
    await fill(user, within(dialog).getByLabelText('Name'), ' Daily SOV ');
    await waitFor(() => expect(save(dialog)).toBeEnabled());
    await user.click(save(dialog));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const search = services.search.getState();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Daily SOV',
      frequency: 'daily',
      formats: ['sov_excel'],
      parameters: { country: 'AR', page: '1', countries: ['AR', 'BR'], advertisers: [12] },
      filters: { startDate: search.startDate, endDate: search.endDate },
    });
    expect(await screen.findByText('Report saved.')).toBeInTheDocument();
  });
});

describe('save report dialog on Compare', () => {
  const acme = { id: 12, label: 'Acme', value: '12' };
  const beta = { id: 14, label: 'Beta', value: '14' };

  it('saves page compare and what is compared, with the search', async () => {
    const { user, dialog, api, services, onClose } = await openNew('/dashboard/compare');
    act(() =>
      services.search.setState({ countries: ['AR'], compare: { dimension: 'advertisers', entities: [beta, acme] } }),
    );
    expect(
      await within(dialog).findByText(
        'The report saves the applied search (its countries and filters) and the 2 compared; opening it opens Compare.',
      ),
    ).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('Name'), 'Rivals');
    await waitFor(() => expect(save(dialog)).toBeEnabled());
    await user.click(save(dialog));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      name: 'Rivals',
      parameters: {
        country: 'AR',
        page: 'compare',
        countries: ['AR'],
        compare: { dimension: 'advertisers', entities: [14, 12] },
      },
    });
  });

  it('asks for 2 to compare before it saves', async () => {
    const { user, dialog, services } = await openNew('/dashboard/compare');
    act(() => services.search.setState({ countries: ['AR'], compare: { dimension: 'advertisers', entities: [acme] } }));
    await fill(user, within(dialog).getByLabelText('Name'), 'Alone');
    expect(dialog).toHaveTextContent(
      'Choose 2 to 20 to compare first: the report saves them with the search, and opening it opens Compare.',
    );
    expect(save(dialog)).toBeDisabled();
  });
});

describe('edit report dialog', () => {
  async function openEdit(report: SavedReport) {
    const onClose = jest.fn();
    const view = await renderSignedIn(<ReportDialog reportId={report.id} onClose={onClose} />, {
      routes: {
        'GET /v2/reports': { body: [report] },
        [`PUT /v2/reports/${report.id}/edit`]: { body: report },
        [`POST /v2/reports/${report.id}/toggle`]: { body: { ...report, enabled: !report.enabled } },
      },
    });
    const dialog = await findDialog('Edit report');
    await within(dialog).findByDisplayValue(report.name);
    return { ...view, onClose, dialog };
  }

  it('edits name, frequency and formats, and toggles the report', async () => {
    const { user, dialog, api, onClose } = await openEdit(SAVED);
    expect(formatBox(dialog, 'Real-Time Spend (Excel)')).toBeChecked();
    await user.click(within(dialog).getByLabelText('Enabled'));
    await user.click(save(dialog));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const writes = api.requests.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => [request.method, request.path, request.body])).toEqual([
      [
        'PUT',
        '/v2/reports/42/edit',
        { id: 42, name: 'Monthly RTS', frequency: 'monthly', formats: ['soi_excel', 'sov_pdf'] },
      ],
      ['POST', '/v2/reports/42/toggle', { enabled: false }],
    ]);
  });

  it('leaves the enabled toggle inert for a report that is never sent', async () => {
    const { dialog } = await openEdit({ ...SAVED, frequency: 'never' });
    expect(within(dialog).getByLabelText('Enabled')).toBeDisabled();
    expect(dialog).toHaveTextContent('A report that is never sent cannot be turned on or off.');
  });
});

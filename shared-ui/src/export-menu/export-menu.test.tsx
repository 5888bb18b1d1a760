import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyFilterGroups, HttpError, type HttpClient } from 'shared-contracts';
import { ANALYST_CLAIMS, createTestHost } from 'shared-contracts/testing';
import { renderWithHost } from '../testing/render-with-host';
import { ExportMenu } from './export-menu';

function mockHttp(get: jest.Mock): HttpClient {
  return { get, post: jest.fn(), request: jest.fn() };
}

const search = {
  countries: ['CL' as const],
  startDate: '2024-06-01',
  endDate: '2024-06-20',
  advancedFilters: { ...emptyFilterGroups(), industries: [{ id: 3, label: 'Retail', value: 'Retail' }] },
};

afterEach(() => jest.restoreAllMocks());

describe('ExportMenu', () => {
  it('requests the export of the applied search and opens its link in a new tab', async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const get = jest.fn().mockResolvedValue({ _links: { self: { href: '/api/files/sov-123.xlsx' } } });
    const host = createTestHost({ search, http: mockHttp(get) });
    renderWithHost(<ExportMenu host={host} page="shareofvoice" />, { host });

    await user.click(screen.getByRole('button', { name: /Export/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share of Voice (Excel)' }));

    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/files/sov-123.xlsx', '_blank', 'noopener'));
    expect(get).toHaveBeenCalledWith('/sov/export/excel', {
      // In the page's language: the report's headings and names follow it.
      query: { country: 'CL', since: '2024/06/01', until: '2024/06/20', industries: [3], lang: 'en' },
    });
  });

  it("offers, for a search of several countries, the first country's files and every country's, saying which", async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'open').mockReturnValue(null);
    const get = jest.fn().mockResolvedValue({ _links: { self: { href: '/api/files/sov-123.xlsx' } } });
    const host = createTestHost({ search: { ...search, countries: ['CL', 'AR'] }, http: mockHttp(get) });
    renderWithHost(<ExportMenu host={host} page="shareofvoice" />, { host });

    await user.click(screen.getByRole('button', { name: /Export/ }));
    expect(await screen.findByText('Chile only')).toBeInTheDocument();
    expect(screen.getByText('Every selected country: Chile, Argentina')).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Share of Voice (Excel): Chile, Argentina' }));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    expect(get).toHaveBeenLastCalledWith('/sov/export/excel', {
      query: {
        country: 'CL',
        countries: ['CL', 'AR'],
        since: '2024/06/01',
        until: '2024/06/20',
        industries: [3],
        lang: 'en',
      },
    });

    await user.click(screen.getByRole('button', { name: /Export/ }));
    // An entry the page cannot run says so in both groups.
    const blocked = await screen.findByRole('menuitem', { name: 'Real-Time Spend (Excel): Chile, Argentina' });
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    expect(blocked).toHaveAccessibleDescription('Select Real-Time Spend in the left menu first.');
    await user.click(screen.getByRole('menuitem', { name: 'Share of Voice (PDF): Chile' }));
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect(get).toHaveBeenLastCalledWith('/sov/export/pdf', {
      query: { country: 'CL', since: '2024/06/01', until: '2024/06/20', industries: [3], lang: 'en' },
    });
  });

  it('is disabled for the demo role, saying why', async () => {
    const user = userEvent.setup();
    const host = createTestHost({ search, claims: { ...ANALYST_CLAIMS, roles: ['ROLE_FEATURE_DEMO'] } });
    renderWithHost(<ExportMenu host={host} page="investment" />, { host });

    const button = screen.getByRole('button', { name: /Export/ });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Exports are not available on the demo account.');
  });

  it('keeps investment exports off under 15 days but offers Campaign Details, saying why', async () => {
    const user = userEvent.setup();
    const host = createTestHost({ search: { ...search, endDate: '2024-06-10' } });
    renderWithHost(<ExportMenu host={host} page="investment" />, { host });

    await user.click(screen.getByRole('button', { name: /Export/ }));
    const soiExcel = await screen.findByRole('menuitem', { name: 'Real-Time Spend (Excel)' });
    expect(soiExcel).toHaveAttribute('aria-disabled', 'true');
    expect(soiExcel).toHaveAccessibleDescription('Real-Time Spend exports need a range of 15 days or more.');
    expect(screen.getByRole('menuitem', { name: 'Real-Time Spend (PDF)' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Campaign Details RTS (Excel)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const details = screen.getByRole('menuitem', { name: 'Campaign Details (Excel)' });
    expect(details).not.toHaveAttribute('aria-disabled', 'true');
    expect(details).not.toHaveAccessibleDescription();
  });

  it('asks to select Real-Time Spend first away from its page, and closes Campaign Details over 31 days', async () => {
    const user = userEvent.setup();
    const get = jest.fn();
    const host = createTestHost({ search: { ...search, endDate: '2024-07-20' }, http: mockHttp(get) });
    renderWithHost(<ExportMenu host={host} page="spotslist" />, { host });

    await user.click(screen.getByRole('button', { name: /Export/ }));
    const rts = await screen.findByRole('menuitem', { name: 'Campaign Details RTS (Excel)' });
    expect(rts).toHaveAccessibleDescription('Select Real-Time Spend in the left menu first.');
    expect(screen.getByRole('menuitem', { name: 'Real-Time Spend (PDF)' })).toHaveAccessibleDescription(
      'Select Real-Time Spend in the left menu first.',
    );
    const details = screen.getByRole('menuitem', { name: 'Campaign Details (Excel)' });
    expect(details).toHaveAttribute('aria-disabled', 'true');
    expect(details).toHaveAccessibleDescription('Campaign Details is available for ranges of up to 31 days.');
    expect(screen.queryByRole('menuitem', { name: 'Dds Without Capture (CSV)' })).not.toBeInTheDocument();

    await user.click(details);
    expect(get).not.toHaveBeenCalled();
  });

  it("requests 'Dds Without Capture' for a super admin and says it will be e-mailed", async () => {
    const user = userEvent.setup();
    const post = jest.fn().mockResolvedValue({ status: 'ok', message: 'queued' });
    const host = createTestHost({
      search,
      claims: { ...ANALYST_CLAIMS, roles: ['ROLE_SUPER_ADMIN', ...ANALYST_CLAIMS.roles] },
      http: { get: jest.fn(), post, request: jest.fn() },
    });
    renderWithHost(<ExportMenu host={host} page="shareofvoice" />, { host });

    await user.click(screen.getByRole('button', { name: /Export/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Dds Without Capture (CSV)' }));

    await waitFor(() =>
      expect(host.record.notifications).toEqual([
        { kind: 'info', message: 'The report is being generated and will be e-mailed to you.' },
      ]),
    );
    expect(post).toHaveBeenCalledWith('/v2/ddsWithoutCapture', [
      { country: 'CL', since: '2024-06-01', until: '2024-06-20' },
    ]);
  });

  it("shows the API's error for 'Dds Without Capture', else the spec's fallback", async () => {
    const user = userEvent.setup();
    const post = jest
      .fn()
      .mockRejectedValueOnce(new HttpError(400, 'The range is over 12 months.'))
      .mockRejectedValueOnce(new HttpError(500, ''));
    const host = createTestHost({
      search,
      claims: { ...ANALYST_CLAIMS, roles: ['ROLE_SUPER_ADMIN', ...ANALYST_CLAIMS.roles] },
      http: { get: jest.fn(), post, request: jest.fn() },
    });
    renderWithHost(<ExportMenu host={host} page="investment" />, { host });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      await user.click(screen.getByRole('button', { name: /Export/ }));
      await user.click(await screen.findByRole('menuitem', { name: 'Dds Without Capture (CSV)' }));
      await waitFor(() => expect(host.record.notifications).toHaveLength(attempt + 1));
    }
    expect(host.record.notifications).toEqual([
      { kind: 'error', message: 'The range is over 12 months.' },
      { kind: 'error', message: 'Error al solicitar el reporte' },
    ]);
  });

  it("tells the API's error and never opens a link to another site", async () => {
    const user = userEvent.setup();
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const get = jest
      .fn()
      .mockRejectedValueOnce(new HttpError(500, 'Export service down'))
      .mockResolvedValueOnce({ _links: { self: { href: 'https://elsewhere.example/file.pdf' } } });
    const host = createTestHost({ search, http: mockHttp(get) });
    renderWithHost(<ExportMenu host={host} page="shareofvoice" />, { host });

    await user.click(screen.getByRole('button', { name: /Export/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share of Voice (PDF)' }));
    await waitFor(() =>
      expect(host.record.notifications).toEqual([
        { kind: 'error', message: 'The export could not be generated: Export service down' },
      ]),
    );

    await user.click(screen.getByRole('button', { name: /Export/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Share of Voice (PDF)' }));
    await waitFor(() => expect(host.record.notifications).toHaveLength(2));
    expect(host.record.notifications[1]).toEqual({
      kind: 'error',
      message: 'The export answered a link outside this site; it was not opened.',
    });
    expect(open).not.toHaveBeenCalled();
  });
});

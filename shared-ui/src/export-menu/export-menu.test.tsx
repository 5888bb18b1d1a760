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
  countries: ['CL' as const, 'AR' as const],
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
      query: { country: 'CL', since: '2024/06/01', until: '2024/06/20', industries: [3] },
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

  it('keeps investment exports off under 15 days but offers Campaign Details', async () => {
    const user = userEvent.setup();
    const host = createTestHost({ search: { ...search, endDate: '2024-06-10' } });
    renderWithHost(<ExportMenu host={host} page="investment" />, { host });

    await user.click(screen.getByRole('button', { name: /Export/ }));
    expect(await screen.findByRole('menuitem', { name: 'Real-Time Spend (Excel)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'Real-Time Spend (PDF)' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Campaign Details (Excel)' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
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

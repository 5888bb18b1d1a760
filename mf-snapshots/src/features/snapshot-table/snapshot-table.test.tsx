import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLES } from 'shared-contracts';
import { ANALYST_CLAIMS, createTestHost } from 'shared-contracts/testing';
import { computeInlineStylesOnly, renderWithHost } from 'shared-ui/testing';
import { NAMESPACE, resources } from '../../locales';
import { registerTranslations } from 'shared-ui';
import { mockHttp, tableAnswer, tableRows, tableRowsWithoutSpend } from '../snapshots/snapshots.fixtures';
import { SnapshotTable } from './components/snapshot-table';

const body = [{ country: 'AR' as const, since: '2024-06-01', until: '2024-06-30' }];

function renderTable(post: jest.Mock, roles: string[] = ANALYST_CLAIMS.roles) {
  const host = createTestHost({ http: mockHttp(post), claims: { ...ANALYST_CLAIMS, roles } });
  registerTranslations(host.i18n, NAMESPACE, resources);
  renderWithHost(
    <SnapshotTable host={host} snapType="advertisers" dimension="advertisers" body={body} language="en" />,
    { host },
  );
  return host;
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

beforeEach(computeInlineStylesOnly);
afterEach(() => jest.restoreAllMocks());

describe('the snapshot table', () => {
  it('shows 20 rows a page with the SOI in the currency, and no other page size', async () => {
    renderTable(jest.fn().mockResolvedValue(tableAnswer(tableRows(20), 45)));
    const table = await screen.findByRole('table', { name: 'All advertisers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'pViewability', 'SOV (%)', 'Spots', 'SOI ($)']);
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('45 rows')).toBeInTheDocument();
    expect(within(table).getByText('Name 2').closest('tr')).toHaveTextContent('N/A1,50%99ARS 250,75');
    expect(screen.queryByRole('combobox', { name: /per page/i })).not.toBeInTheDocument();
  });

  it('downloads every row as snapshots-table.csv, busy while they arrive', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    const names: string[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:table'));
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    let answer: (value: unknown) => void = () => undefined;
    const post = jest.fn((path: string) =>
      path.endsWith('/50000')
        ? new Promise((resolve) => (answer = resolve))
        : Promise.resolve(tableAnswer(tableRows(20), 45)),
    );
    const host = renderTable(post);
    await screen.findByRole('table', { name: 'All advertisers' });

    await user.click(screen.getByRole('button', { name: /Download CSV/ }));
    expect(await screen.findByRole('button', { name: /Preparing the CSV/ })).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('/v2/snapshots/table/advertisers/1/50000', body, expect.anything());
    await act(async () => answer(tableAnswer(tableRows(45), 45)));

    await waitFor(() => expect(names).toEqual(['snapshots-table.csv']));
    const lines = (await readBlob(blobs[0] as Blob)).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,pViewability,SOV (%),Spots,SOI ($)');
    expect(lines).toHaveLength(46);
    expect(lines[1]).toBe('Name 1,55.5,1.5,100,250.75');
    expect(await screen.findByRole('button', { name: /Download CSV/ })).toBeEnabled();
    expect(host.record.tracked).toContainEqual(expect.objectContaining({ event: 'export' }));
  });

  it('says why a download failed', async () => {
    const user = userEvent.setup();
    const post = jest.fn((path: string) =>
      path.endsWith('/50000')
        ? Promise.reject(new Error('Server busy'))
        : Promise.resolve(tableAnswer(tableRows(3), 3)),
    );
    const host = renderTable(post);
    await screen.findByRole('table', { name: 'All advertisers' });
    await user.click(screen.getByRole('button', { name: /Download CSV/ }));
    await waitFor(() =>
      expect(host.record.notifications).toEqual([
        { kind: 'error', message: 'The table could not be downloaded: Server busy' },
      ]),
    );
  });

  it('without Real-Time Spend: no SOI ($) column, a note that it is not in the plan, and a CSV without it', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (blobs.push(blob), 'blob:table'));
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const post = jest.fn((path: string) =>
      Promise.resolve(tableAnswer(tableRowsWithoutSpend(path.endsWith('/50000') ? 3 : 2), 3)),
    );
    renderTable(post, [ROLES.shareOfVoice]);
    const table = await screen.findByRole('table', { name: 'All advertisers' });

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'pViewability', 'SOV (%)', 'Spots']);
    expect(
      screen.getByText(
        'The SOI ($) column is part of Real-Time Spend, which is not in your plan. To buy and activate it, contact customer service.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ARS/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Download CSV/ }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await readBlob(blobs[0] as Blob)).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      'Name,pViewability,SOV (%),Spots',
      'Name 1,55.5,1.5,100',
      'Name 2,,1.5,99',
      'Name 3,55.5,1.5,98',
    ]);
  });

  it('disables the download for the demo role', async () => {
    renderTable(jest.fn().mockResolvedValue(tableAnswer(tableRows(3), 3)), [ROLES.demo, ROLES.shareOfVoice]);
    await screen.findByRole('table', { name: 'All advertisers' });
    expect(screen.getByRole('button', { name: /Download CSV/ })).toBeDisabled();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnsType } from 'antd/es/table';
import { createTestHost } from 'shared-contracts/testing';
import { computeInlineStylesOnly } from '../testing/jsdom-styles';
import { renderWithHost } from '../testing/render-with-host';
import { BreakdownTable } from './breakdown-table';

interface Row {
  key: string;
  label: string;
  country: string;
  spots: number;
}

const rows: Row[] = [
  { key: 'MX-1', label: 'Acme', country: 'MX', spots: 10 },
  { key: 'AR-2', label: 'Globex', country: 'AR', spots: 20 },
];
const columns: ColumnsType<Row> = [
  { key: 'label', title: 'Name', dataIndex: 'label' },
  { key: 'spots', title: 'Spots', dataIndex: 'spots' },
];

function columnHeaders() {
  return within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
}

describe('BreakdownTable', () => {
  beforeEach(computeInlineStylesOnly);
  afterEach(() => jest.restoreAllMocks());

  it('is named by the breakdown and shows the view’s columns for one country', () => {
    const host = createTestHost();
    renderWithHost(
      <BreakdownTable host={host} rows={rows} columns={columns} dimension="advertisers" withCountry={false} />,
      {
        host,
      },
    );

    expect(screen.getByText('Advertisers', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    expect(columnHeaders()).toEqual(['Name', 'Spots']);
  });

  it('puts a sortable country column first, countries named in the host’s language', async () => {
    const host = createTestHost({ language: 'es' });
    renderWithHost(<BreakdownTable host={host} rows={rows} columns={columns} dimension="publishers" withCountry />, {
      host,
    });

    expect(screen.getByText('Medios', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    expect(columnHeaders()[0]).toContain('País');
    expect(screen.getByRole('cell', { name: 'México' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('columnheader', { name: /País/ }));
    const firstRow = within(screen.getByRole('table')).getAllByRole('row')[1];
    expect(firstRow).toHaveTextContent('Argentina');
  });

  it('finds a row by its name', async () => {
    const host = createTestHost();
    renderWithHost(<BreakdownTable host={host} rows={rows} columns={columns} dimension="advertisers" withCountry />, {
      host,
    });

    await userEvent.type(screen.getByRole('searchbox'), 'glob');
    expect(screen.getByRole('cell', { name: 'Globex' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Acme' })).not.toBeInTheDocument();
  });
});
